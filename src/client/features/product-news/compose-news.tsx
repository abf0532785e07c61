// Writing product news (docs/product.md#product-news): subject and plain-text message, the number
// of people who would get it, a preview of the email as it leaves (the admin stands in for each
// recipient), and the send after a confirmation. Sending needs a preview of the words as they
// are; the draft's own id makes a repeated send the same news.
import '@mantine/core/styles/Input.css';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button, Textarea, TextInput } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { productNewsDraftSchema } from '../../../shared/contracts/product-news';
import type { ProductNewsDraft, ProductNewsPreview } from '../../../shared/contracts/product-news';
import { LIMITS } from '../../../shared/limits';
import { newRecordId } from '../../api/attempt-key';
import { useConfirm } from '../../ui/confirm-provider';
import { useFormErrors } from '../../ui/form/use-form-errors';
import { useNotifications } from '../../ui/notifications';
import { useNewsAudience, usePreviewNews, useSendNews } from './product-news-api';
import classes from './product-news.module.css';

const FIELDS = ['subject', 'body'] as const;
const EMPTY: ProductNewsDraft = { subject: '', body: '' };

const people = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'person' : 'people'}`;

function Audience() {
  const audience = useNewsAudience();
  if (audience.isPending) return <p className={classes.audience}>Counting recipients…</p>;
  if (audience.isError) {
    return <p className={classes.audience}>The number of recipients could not be counted.</p>;
  }
  const { recipients } = audience.data;
  return (
    <p className={classes.audience} role="status">
      <strong>{people(recipients)}</strong>{' '}
      {recipients === 0
        ? 'chose product news so far: there is no one to send it to yet.'
        : 'will receive it: everyone with “Product news” on and a confirmed address.'}
    </p>
  );
}

function Preview({ preview }: { preview: ProductNewsPreview }) {
  return (
    <section className={classes.preview} aria-labelledby="news-preview-title">
      <h2 id="news-preview-title" className={classes.sectionTitle}>
        Preview
      </h2>
      <p className={classes.previewSubject}>
        <span>Subject</span> {preview.subject}
      </p>
      <iframe
        className={classes.frame}
        title={`Preview of the email “${preview.subject}”`}
        srcDoc={preview.html}
        // Nothing in it runs or navigates: it is only looked at.
        sandbox=""
      />
      <details className={classes.plain}>
        <summary>Plain-text version</summary>
        <pre>{preview.text}</pre>
      </details>
    </section>
  );
}

export function ComposeNews() {
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ProductNewsDraft>(EMPTY);
  const [draftId, setDraftId] = useState(newRecordId);
  const form = useFormErrors(productNewsDraftSchema, FIELDS, formRef);
  const preview = usePreviewNews();
  const send = useSendNews();
  const confirm = useConfirm();
  const notify = useNotifications();

  const previewed = preview.data && preview.variables;
  const previewIsCurrent =
    previewed !== undefined &&
    previewed.subject === draft.subject.trim() &&
    previewed.body === draft.body.trim();

  const change = (field: keyof ProductNewsDraft) => (value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    form.recheck(next);
  };

  const showPreview = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = form.validate(draft);
    if (!checked) return;
    preview.mutate(checked, { onError: form.refused });
  };

  const sendNow = async () => {
    const checked = form.validate(draft);
    if (!checked || !preview.data) return;
    const count = people(preview.data.recipients);
    const yes = await confirm({
      title: 'Send this product news?',
      message: `“${checked.subject}” goes to ${count}, once each, with a link to unsubscribe. Sent news cannot be taken back.`,
      confirmLabel: `Send to ${count}`,
      cancelLabel: 'Keep editing',
    });
    if (!yes) return;
    send.mutate(
      { ...checked, id: draftId },
      {
        onSuccess: (item) => {
          notify.success(`“${item.subject}” is being sent to ${people(item.recipients)}.`);
          setDraft(EMPTY);
          setDraftId(newRecordId());
          preview.reset();
          form.reset();
        },
        onError: form.refused,
      },
    );
  };

  return (
    <div className={classes.compose}>
      <form
        ref={formRef}
        className={classes.form}
        onSubmit={showPreview}
        noValidate
        aria-labelledby="news-compose-title"
      >
        <h2 id="news-compose-title" className={classes.sectionTitle}>
          Write product news
        </h2>
        <Audience />
        <TextInput
          name="subject"
          label="Subject"
          value={draft.subject}
          maxLength={LIMITS.productNewsSubject.max}
          description={`${draft.subject.length} of ${LIMITS.productNewsSubject.max} characters`}
          onChange={(event) => change('subject')(event.currentTarget.value)}
          error={form.error('subject')}
          required
        />
        <Textarea
          name="body"
          label="Message"
          description="Plain text: a blank line starts a new paragraph and web addresses become links. Each email opens with “Hi” and the person’s first name, and ends with a one-click unsubscribe."
          value={draft.body}
          maxLength={LIMITS.productNewsBody.max}
          autosize
          minRows={8}
          maxRows={20}
          onChange={(event) => change('body')(event.currentTarget.value)}
          error={form.error('body')}
          required
        />
        {form.problem && (
          <Alert color="red" variant="light" role="alert">
            {form.problem}
          </Alert>
        )}
        <div className={classes.actions}>
          <Button type="submit" variant="default" loading={preview.isPending}>
            Preview
          </Button>
          <Button
            onClick={() => void sendNow()}
            loading={send.isPending}
            disabled={!previewIsCurrent || preview.data?.recipients === 0}
          >
            {previewIsCurrent && preview.data && preview.data.recipients > 0
              ? `Send to ${people(preview.data.recipients)}…`
              : 'Send…'}
          </Button>
          {!previewIsCurrent && (
            <span className={classes.hint}>Preview the email as it is now before sending it.</span>
          )}
          {previewIsCurrent && preview.data?.recipients === 0 && (
            <span className={classes.hint}>Nobody has chosen product news yet.</span>
          )}
        </div>
      </form>
      {previewIsCurrent && preview.data ? (
        <Preview preview={preview.data} />
      ) : (
        <section className={classes.preview} aria-labelledby="news-preview-title">
          <h2 id="news-preview-title" className={classes.sectionTitle}>
            Preview
          </h2>
          <p className={classes.hint}>
            {preview.data
              ? 'The words changed since the last preview: preview them again.'
              : 'The email each recipient gets shows here, with their own unsubscribe links.'}
          </p>
        </section>
      )}
    </div>
  );
}
