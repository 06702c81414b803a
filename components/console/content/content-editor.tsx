'use client';

import type { FormEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { contentPayload, type ContentKind, type ContentPayload, type StaffContentItem } from '@/lib/contract/content-editing';
import { fromHallInput, toHallInput } from '@/lib/hall-time';
import { staffContentCalls } from '@/lib/contract/staff-content-calls';
import { staffCall } from '@/lib/client/staff-bff';
import { useStaffCall } from '@/lib/hooks/use-staff-call';
import { useFailureText } from '@/lib/client/failure-text';
import { useErrorText, useFormFields } from '@/lib/client/form-errors';
import { CheckboxField, TextField, secondaryButton } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { PosterField } from '../publishing/poster-field';
import { RichTextField } from '../publishing/rich-text-field';
import { SaveBar } from '../form-kit/save-bar';
import { useSave } from '../form-kit/use-save';

/** The form's values: the payload, with the time and the order as their inputs hold them. */
type Values = Omit<ContentPayload, 'publishedAt' | 'sort'> & { publishedAt: string; sort: string };

const empty = (kind: ContentKind): Values => ({
  kind,
  title: '',
  enTitle: '',
  summary: '',
  enSummary: '',
  body: '',
  enBody: '',
  image: '',
  url: '',
  publishedAt: toHallInput(new Date().toISOString()),
  sort: '0',
  visible: false,
});

const valuesOf = ({ id: _id, ...item }: StaffContentItem): Values => ({
  ...item,
  publishedAt: toHallInput(item.publishedAt),
  sort: String(item.sort),
});

const payloadOf = (v: Values) => ({ ...v, publishedAt: fromHallInput(v.publishedAt) ?? '', sort: Number(v.sort) });

/** Creating (no id, a list's kind) or editing one item of an editorial list, in both languages. */
export function ContentEditor({ id, kind }: { id?: number; kind: ContentKind }) {
  const existing = useStaffCall(staffContentCalls.item, id ? { params: { id } } : null);
  const tc = useTranslations('common');
  const failure = useFailureText();
  if (id && existing.error) return <FormMessage text={failure(existing.error)} />;
  if (id && !existing.data) return <p>{tc('loading')}</p>;
  return (
    <ContentForm
      key={id ?? 'new'}
      id={id}
      initial={existing.data ? valuesOf(existing.data) : empty(kind)}
      onSaved={() => void existing.mutate()}
    />
  );
}

function ContentForm({ id, initial, onSaved }: { id?: number; initial: Values; onSaved: () => void }) {
  const t = useTranslations('console.content');
  const router = useRouter();
  const errorText = useErrorText();
  const { values, errors, setErrors, update, field } = useFormFields<Values>(initial);
  const { notice, busy, save } = useSave({ setErrors, invalid: t('fixFields') });

  async function submit(e: FormEvent) {
    e.preventDefault();
    // A new item opens as itself once created; an edited one says whether it is now on the site.
    await save(
      contentPayload,
      payloadOf(values),
      async (body) => {
        const saved = id
          ? await staffCall(staffContentCalls.update, { params: { id }, body })
          : await staffCall(staffContentCalls.create, { body });
        if (id) onSaved();
        else router.replace(`/console/content/${saved.id}`);
      },
      id ? (values.visible ? t('savedPublished') : t('savedDraft')) : undefined,
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-6" data-testid="content-form">
      <Panel title={t(`kinds.${values.kind}`)}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField id="content-title" label={t('fields.title')} maxLength={200} {...field('title')} />
          <TextField id="content-enTitle" label={t('fields.enTitle')} maxLength={300} hint={t('enHint')} {...field('enTitle')} />
          <TextField id="content-summary" label={t('fields.summary')} maxLength={1000} {...field('summary')} />
          <TextField id="content-enSummary" label={t('fields.enSummary')} maxLength={1500} {...field('enSummary')} />
        </div>
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <RichTextField id="content-body" label={t('fields.body')} value={values.body} onChange={(body) => update({ body })} />
          <RichTextField id="content-enBody" label={t('fields.enBody')} value={values.enBody} onChange={(enBody) => update({ enBody })} />
        </div>
      </Panel>
      <Panel>
        <PosterField
          id="content-image"
          label={t('fields.image')}
          wide
          value={values.image}
          onChange={(image) => update({ image })}
          error={errorText(errors.image)}
        />
        <div className="mt-4 grid gap-4 md:grid-cols-3">
          <TextField id="content-url" label={t('fields.url')} maxLength={500} hint={t('urlHint')} {...field('url')} />
          <TextField id="content-publishedAt" label={t('fields.publishedAt')} type="datetime-local" {...field('publishedAt')} />
          <TextField id="content-sort" label={t('fields.sort')} inputMode="numeric" hint={t('sortHint')} {...field('sort')} />
        </div>
        <div className="mt-4">
          <CheckboxField
            id="content-visible"
            label={t('fields.visible')}
            checked={values.visible}
            onChange={(visible) => update({ visible })}
          />
        </div>
      </Panel>
      <SaveBar label={id ? t('save') : t('create')} testId="content-save" busy={busy} notice={notice}>
        <Link href={`/console/content?kind=${values.kind}`} className={secondaryButton}>
          {t('back')}
        </Link>
      </SaveBar>
    </form>
  );
}
