import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { KNOWLEDGE_ITEM_TYPE_LABELS, type KnowledgeItem, type KnowledgeItemType } from 'shared-contracts';
import { FormSkeleton, LoadErrorAlert, PageTitle, useNotice, type NoticeControls } from 'shared-ui';
import { paths } from '../../../paths';
import { useKnowledgeItem } from '../api/get-knowledge-item';
import { labels } from '../labels';
import { ArticleForm } from './ArticleForm';
import { FileEditForm } from './FileEditForm';
import { FileRegisterForm } from './FileRegisterForm';
import { ItemStatusPanel } from './ItemStatusPanel';
import { QaForm } from './QaForm';
import { TypeChoice } from './TypeChoice';
import { UrlForm } from './UrlForm';

export interface KnowledgeEditorScreenProps {
  /** The item to edit; undefined registers a new one. */
  id: string | undefined;
}

function NewItemForm({ type, notice }: { type: KnowledgeItemType; notice: NoticeControls }) {
  switch (type) {
    case 'article':
      return <ArticleForm item={null} notice={notice} />;
    case 'qa':
      return <QaForm item={null} notice={notice} />;
    case 'file':
      return <FileRegisterForm notice={notice} />;
    case 'url':
      return <UrlForm item={null} notice={notice} />;
  }
}

function SavedItemForm({ item, notice }: { item: KnowledgeItem; notice: NoticeControls }) {
  switch (item.type) {
    case 'article':
      return <ArticleForm item={item} notice={notice} />;
    case 'qa':
      return <QaForm item={item} notice={notice} />;
    case 'file':
      return <FileEditForm item={item} notice={notice} />;
    case 'url':
      return <UrlForm item={item} notice={notice} />;
  }
}

/** One page serves register and edit (SPEC §2): the id tells them apart. */
export function KnowledgeEditorScreen({ id }: KnowledgeEditorScreenProps) {
  const query = useKnowledgeItem(id);
  const notice = useNotice();
  const [type, setType] = useState<KnowledgeItemType>('article');
  const t = labels.editor;
  const item = query.data;

  return (
    <>
      <PageTitle
        title={id === undefined ? t.registerTitle : t.editTitle}
        description={item ? KNOWLEDGE_ITEM_TYPE_LABELS[item.type] : t.registerDescription}
        actions={
          <Button component={RouterLink} to={paths.knowledgeDataStore} startIcon={<ArrowBackIcon />}>
            {t.backToList}
          </Button>
        }
      />
      {id === undefined ? (
        <>
          <TypeChoice value={type} onChange={setType} />
          <NewItemForm key={type} type={type} notice={notice} />
        </>
      ) : null}
      {id !== undefined && query.isPending ? <FormSkeleton sections={2} fields={3} /> : null}
      {id !== undefined && query.isError ? (
        <LoadErrorAlert loadFailed={t.loadFailed} error={query.error} retry={t.retry} onRetry={() => void query.refetch()} />
      ) : null}
      {item ? (
        <>
          <ItemStatusPanel item={item} notice={notice} />
          {/* The form keeps its own draft; a status poll that refreshes `item` must not reset it, so it is keyed by id only. */}
          <SavedItemForm key={item.id} item={item} notice={notice} />
        </>
      ) : null}
      {notice.element}
    </>
  );
}
