// Adding or changing an advisor attribute: its type, the slug of its public results address and
// the title shown on SEO pages, profiles and the profile editor. Renaming is safe; a new slug
// changes the public address, so the form says so.
import { useState } from 'react';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { Alert } from '../../ui/alert';
import {
  ATTRIBUTE_TYPE_LABELS,
  attributeWriteSchema,
} from '../../../shared/contracts/advisor-attributes';
import type { AdminAttribute } from '../../../shared/contracts/advisor-attributes';
import { ADVISOR_ATTRIBUTE_TYPES } from '../../../shared/advisor-taxonomy';
import { AppError } from '../../../shared/errors';
import { useNotifications } from '../../ui/notifications';
import { useSaveAttribute } from './advisor-attributes-api';

const TYPE_OPTIONS = Object.values(ADVISOR_ATTRIBUTE_TYPES).map((type) => ({
  value: String(type),
  label: ATTRIBUTE_TYPE_LABELS[type],
}));

type Errors = Partial<Record<'type' | 'slug' | 'title', string>>;

export function AttributeForm({
  attribute,
  onDone,
}: {
  attribute?: AdminAttribute;
  onDone: () => void;
}) {
  const [type, setType] = useState(
    String(attribute?.type ?? ADVISOR_ATTRIBUTE_TYPES.ICanHelpYouWith),
  );
  const [slug, setSlug] = useState(attribute?.slug ?? '');
  const [title, setTitle] = useState(attribute?.title ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveAttribute();
  const notify = useNotifications();

  const submit = () => {
    const parsed = attributeWriteSchema.safeParse({
      ...(attribute ? { id: attribute.id } : {}),
      type,
      slug,
      title,
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    save.mutate(
      { ...parsed.data },
      {
        onSuccess: (saved) => {
          notify.success(
            attribute
              ? `“${saved.title}” is saved; public pages show it now.`
              : `“${saved.title}” is added; advisors can choose it on their profiles.`,
          );
          onDone();
        },
        onError: (error) => {
          if (error instanceof AppError && error.fieldErrors) {
            setErrors(
              Object.fromEntries(
                Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0]]),
              ),
            );
          }
          setFailure(error.message || 'The attribute could not be saved.');
        },
      },
    );
  };

  const slugChanged = attribute !== undefined && slug.trim() !== attribute.slug;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <NativeSelect
        label="Type"
        data={TYPE_OPTIONS}
        value={type}
        onChange={(event) => setType(event.currentTarget.value)}
        error={errors.type}
        mb="sm"
      />
      <TextInput
        label="Title"
        description="Shown on the public results page, profiles and the profile editor."
        value={title}
        onChange={(event) => {
          setTitle(event.currentTarget.value);
          setErrors((current) => ({ ...current, title: undefined }));
        }}
        error={errors.title}
        data-autofocus
        mb="sm"
      />
      <TextInput
        label="Slug"
        description={
          attribute?.onHomePage
            ? 'The home page links to this one, so its slug stays.'
            : 'Lowercase letters, digits and hyphens: the end of its public results address.'
        }
        value={slug}
        readOnly={attribute?.onHomePage}
        onChange={(event) => {
          setSlug(event.currentTarget.value);
          setErrors((current) => ({ ...current, slug: undefined }));
        }}
        error={errors.slug}
      />
      {slugChanged && (
        <Alert color="yellow" mt="sm">
          A new slug changes the public address; links to the old one will no longer filter.
        </Alert>
      )}
      {failure && (
        <Alert color="red" mt="sm" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          {attribute ? 'Save changes' : 'Add attribute'}
        </Button>
      </Group>
    </form>
  );
}
