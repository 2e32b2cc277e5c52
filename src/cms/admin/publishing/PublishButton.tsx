'use client';

import { FormSubmit, PopupList, toast, useConfig, useDocumentInfo, useEditDepth, useForm, useFormModified, useHotkey, useModal, useOperation, useTranslation } from '@payloadcms/ui';
import { formatAdminURL, hasAutosaveEnabled, hasScheduledPublishEnabled } from 'payload/shared';
import { useCallback } from 'react';

import { SubmitForReview } from '../../review/admin/SubmitForReview';
import { isReviewable } from '../../review/reviewable';

import { ScheduleDrawer } from './ScheduleDrawer';

/**
 * Payload's publish button (same behaviour: publish, Ctrl+S saves the draft, "Veröffentlichungs-
 * planung" in its menu), with the scheduling dialog of this folder: Payload's shows and parses
 * dates in the American way ("Nov. 30, 2026 2:00 nachm.") and gives no way to change that.
 * The site has no localised fields, so Payload's per-locale publishing has no place here.
 */
export function PublishButton({ label }: { label?: string }) {
  const { id, collectionSlug, globalSlug, hasPublishedDoc, hasPublishPermission, setHasPublishedDoc, setMostRecentVersionIsAutosaved, setUnpublishedVersionCount, unpublishedVersionCount, uploadStatus } =
    useDocumentInfo();
  const { config, getEntityConfig } = useConfig();
  const { submit } = useForm();
  const modified = useFormModified();
  const editDepth = useEditDepth();
  const operation = useOperation();
  const { isModalOpen, toggleModal } = useModal();
  const { t } = useTranslation();
  const api = config.routes.api;
  const entityConfig = collectionSlug ? getEntityConfig({ collectionSlug }) : globalSlug ? getEntityConfig({ globalSlug }) : undefined;
  const drawerSlug = `schedule-publish-${id}`;

  const hasNewerVersions = (unpublishedVersionCount ?? 0) > 0;
  const canPublish = hasPublishPermission && (modified || hasNewerVersions || !hasPublishedDoc) && uploadStatus !== 'uploading';
  const hasAutosave = entityConfig ? hasAutosaveEnabled(entityConfig) : false;
  const canSchedule = Boolean(entityConfig && hasScheduledPublishEnabled(entityConfig) && hasPublishPermission && (globalSlug || (collectionSlug && id)) && (hasAutosave || !modified));
  const documentPath: `/${string}` = globalSlug ? `/globals/${globalSlug}` : `/${collectionSlug}${id ? `/${id}` : ''}`;

  const saveDraft = useCallback(async () => {
    if (operation === 'update' && !modified) return;
    await submit({
      action: formatAdminURL({ apiRoute: api, path: `${documentPath}?depth=0&draft=true` }),
      // As Payload's: a new document is created (POST), a saved one changed (PATCH); globals take POST.
      method: collectionSlug && id ? 'PATCH' : 'POST',
      overrides: { _status: 'draft' },
      skipValidation: true,
    });
  }, [operation, modified, submit, api, documentPath, id, collectionSlug]);

  useHotkey({ cmdCtrlKey: true, editDepth, keyCodes: ['s'] }, (event) => {
    event.preventDefault();
    event.stopPropagation();
    if (hasAutosave) void saveDraft();
  });

  const publish = useCallback(async () => {
    if (uploadStatus === 'uploading') return;
    // Payload's toast after a publish says what it says after any save ("Erfolgreich
    // aktualisiert."): this one says what happened. Its "Senden …" while under way, as Payload's.
    const underWay = toast.loading(t('general:submitting'));
    const result = await submit({
      action: formatAdminURL({ apiRoute: api, path: `${documentPath}?depth=0` }),
      overrides: { _status: 'published' },
      disableSuccessStatus: true,
    }).finally(() => toast.dismiss(underWay));
    if (result) {
      if (result.res.status < 400) toast.success('Veröffentlicht.');
      setUnpublishedVersionCount(0);
      setMostRecentVersionIsAutosaved(false);
      setHasPublishedDoc(true);
    }
  }, [uploadStatus, submit, api, documentPath, t, setUnpublishedVersionCount, setMostRecentVersionIsAutosaved, setHasPublishedDoc]);

  // Whoever may not publish this page submits it for review instead (cms/review).
  if (!hasPublishPermission) return collectionSlug && isReviewable(collectionSlug) ? <SubmitForReview collectionSlug={collectionSlug} /> : null;
  return (
    <>
      <FormSubmit
        buttonId="action-save"
        disabled={!canPublish}
        enableSubMenu={canSchedule}
        onClick={() => void publish()}
        size="medium"
        type="button"
        SubMenuPopupContent={
          canSchedule
            ? ({ close }) => (
                <PopupList.ButtonGroup>
                  <PopupList.Button
                    id="schedule-publish"
                    onClick={() => {
                      toggleModal(drawerSlug);
                      close();
                    }}
                  >
                    {t('version:schedulePublish')}
                  </PopupList.Button>
                </PopupList.ButtonGroup>
              )
            : undefined
        }
      >
        {label || t('version:publishChanges')}
      </FormSubmit>
      {canSchedule && isModalOpen(drawerSlug) ? <ScheduleDrawer slug={drawerSlug} defaultType={hasNewerVersions ? 'publish' : 'unpublish'} /> : null}
    </>
  );
}
