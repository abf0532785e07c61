// The documents the advisor asked for: title, why, where each stands. The client answers one by
// uploading a file (into their vault, shared with the advisor); the advisor asks for more,
// withdraws an open one, and downloads what was sent.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Input.css';
import { useState } from 'react';
import { Badge, Button, FileButton, TextInput, Textarea } from '@mantine/core';
import { Alert } from '../../../ui/alert';
import type { DocumentRequest, Engagement } from '../../../../shared/contracts/engagements';
import { newDocumentRequestSchema } from '../../../../shared/contracts/engagements';
import { LIMITS } from '../../../../shared/limits';
import { messageOf } from '../../../api/error-message';
import { useNotifications } from '../../../ui/notifications';
import { useDownload } from '../../vault/file-download';
import { vaultCalls } from '../../vault/vault-api';
import {
  useAnswerDocumentRequest,
  useRequestDocument,
  useWithdrawDocumentRequest,
} from '../engagements-api';
import { formatDay } from './engagement-dates';
import classes from './portal.module.css';

const STATUS = {
  open: { label: 'Still needed', color: 'orange' },
  fulfilled: { label: 'Sent', color: 'brand' },
  withdrawn: { label: 'No longer needed', color: 'gray' },
} as const;

function NewRequestForm({ engagement }: { engagement: Engagement }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRequestDocument(engagement.id);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = newDocumentRequestSchema.safeParse({ title, description });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Check the document name.');
      return;
    }
    setProblem(null);
    request.mutate(checked.data, {
      onSuccess: () => {
        setTitle('');
        setDescription('');
      },
    });
  };
  return (
    <form onSubmit={submit} aria-label="Ask for a document">
      <TextInput
        label="Document to ask for"
        placeholder="Last two pay stubs"
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        maxLength={LIMITS.documentRequestTitle.max}
        error={problem}
        required
      />
      <Textarea
        mt="xs"
        label="Why you need it"
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        maxLength={LIMITS.notes.max}
        autosize
        minRows={2}
      />
      {request.isError && (
        <Alert color="red" variant="light" role="alert" mt="xs">
          {messageOf(request.error)}
        </Alert>
      )}
      <Button type="submit" mt="sm" loading={request.isPending}>
        Ask for it
      </Button>
    </form>
  );
}

function RequestActions({
  engagement,
  request,
  audience,
}: {
  engagement: Engagement;
  request: DocumentRequest;
  audience: 'client' | 'advisor';
}) {
  const answer = useAnswerDocumentRequest(engagement.id);
  const withdraw = useWithdrawDocumentRequest(engagement.id);
  const notify = useNotifications();
  const { download, downloading } = useDownload((fileId) =>
    audience === 'client'
      ? vaultCalls.downloadLink(fileId)
      : vaultCalls.advisorDownloadLink(engagement.client.id, fileId),
  );
  const upload = (file: File | null) => {
    if (!file) return;
    answer.mutate(
      { requestId: request.id, file },
      {
        onSuccess: () => notify.success(`“${file.name}” is sent and kept in your vault.`, 'Sent'),
        onError: (error) => notify.error(messageOf(error), 'The file was not sent'),
      },
    );
  };
  return (
    <span className={classes.actions}>
      <Badge variant="light" color={STATUS[request.status].color}>
        {STATUS[request.status].label}
      </Badge>
      {request.file && (
        <Button
          size="xs"
          variant="light"
          onClick={() => download(request.file!.id)}
          loading={downloading === request.file.id}
          aria-label={`Download ${request.file.name}`}
        >
          Download
        </Button>
      )}
      {audience === 'client' && request.status === 'open' && (
        <FileButton onChange={upload}>
          {(props) => (
            <Button
              size="xs"
              {...props}
              loading={answer.isPending}
              aria-label={`Upload ${request.title}`}
            >
              Upload
            </Button>
          )}
        </FileButton>
      )}
      {audience === 'advisor' && request.status === 'open' && (
        <Button
          size="xs"
          variant="default"
          onClick={() => withdraw.mutate(request.id)}
          loading={withdraw.isPending}
          aria-label={`Withdraw ${request.title}`}
        >
          Withdraw
        </Button>
      )}
    </span>
  );
}

export function DocumentRequests({
  engagement,
  audience,
}: {
  engagement: Engagement;
  audience: 'client' | 'advisor';
}) {
  const outstanding = engagement.documentRequests.filter((one) => one.status === 'open').length;
  return (
    <section className={classes.panel} aria-labelledby="documents-title">
      <h2 id="documents-title" className={classes.panelTitle}>
        Documents
      </h2>
      <p className={classes.panelLead}>
        {outstanding === 0 ? 'Nothing is outstanding.' : `${outstanding} still needed.`}{' '}
        {audience === 'client'
          ? 'What you upload here is kept in your secure file vault and shared with your advisor only.'
          : 'What the client sends lands in their vault, shared with you.'}
      </p>
      {engagement.documentRequests.length === 0 ? (
        <p className={classes.muted}>
          {audience === 'client'
            ? 'Your advisor has not asked for any documents yet.'
            : 'You have not asked for any documents yet.'}
        </p>
      ) : (
        <ul className={classes.list}>
          {engagement.documentRequests.map((request) => (
            <li key={request.id} className={classes.item}>
              <span className={classes.itemText}>
                <span className={classes.itemTitle}>{request.title}</span>
                {request.description && (
                  <span className={classes.itemMeta}>{request.description}</span>
                )}
                <span className={classes.itemMeta}>
                  Asked {formatDay(request.createdAt.slice(0, 10))}
                  {request.file ? ` · ${request.file.name}` : ''}
                </span>
              </span>
              <RequestActions engagement={engagement} request={request} audience={audience} />
            </li>
          ))}
        </ul>
      )}
      {audience === 'advisor' && engagement.status === 'active' && (
        <NewRequestForm engagement={engagement} />
      )}
    </section>
  );
}
