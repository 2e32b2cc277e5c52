import { ReviewPanel as ReviewPanel_7bc8cd1ed82e7cdcc706b93af9c58021 } from '../../../cms/review/admin/ReviewPanel'
import { UsedInPanel as UsedInPanel_5fd57295b713fa88b2a79a969cb14749 } from '../../../cms/references/admin/UsedInPanel'
import { PageLink as PageLink_5a4fb13c20f367afb85b3753c1f91c62 } from '../../../cms/admin/PageLink'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockRowLabel as BlockRowLabel_5d9b8da5831933f282da0504078f368f } from '../../../cms/admin/BlockRowLabel'
import { TableEditor as TableEditor_6a6042eb5196d26d170f29964b201d42 } from '../../../blocks/table/TableEditor'
import { ScheduledChanges as ScheduledChanges_40040d7a5a52996ea98fc73daa099084 } from '../../../cms/admin/ScheduledChanges'
import { UntitledHeading as UntitledHeading_37aa8eee757296bf99476e109630c138 } from '../../../cms/admin/UntitledHeading'
import { PreviewButton as PreviewButton_dcca401f283df4c30801eadbac6f1c1c } from '../../../cms/admin/PreviewButton'
import { PublishButton as PublishButton_4238a856f903fb5b274d54b7defd839d } from '../../../cms/admin/publishing/PublishButton'
import { VersionsWithPeople as VersionsWithPeople_8d63a472d6aae9f0e3d299a1bde7adad } from '../../../cms/review/admin/VersionsWithPeople'
import { LinkToDoc as LinkToDoc_aead06e4cbf6b2620c5c51c9ab283634 } from '@payloadcms/plugin-search/client'
import { SearchKindCell as SearchKindCell_833103fc690274fbc0c2af13c9620ca0 } from '../../../cms/admin/SearchKindCell'
import { SearchIndexStatus as SearchIndexStatus_f35fec62135dd81a87334b12ce2ad6b7 } from '../../../cms/admin/SearchIndexStatus'
import { ReindexButton as ReindexButton_aead06e4cbf6b2620c5c51c9ab283634 } from '@payloadcms/plugin-search/client'
import { ChangedFieldsCell as ChangedFieldsCell_355e75a22d8c4af2874c146ebababd59 } from '../../../cms/audit/ChangedFieldsCell'
import { ExportLinks as ExportLinks_b9575e0f7d6b68caf8bdc52061e387c8 } from '../../../cms/audit/ExportLinks'
import { Icon as Icon_1dabdbfe256a5b4d68a1607ca311d0a8 } from '../../../cms/admin/graphics/Icon'
import { Logo as Logo_198252001b4f3abb69179f679af4bcf6 } from '../../../cms/admin/graphics/Logo'
import { EditorialDashboard as EditorialDashboard_1a6ef349b6ce47413e80e594f3a1a964 } from '../../../cms/review/admin/EditorialDashboard'
import { GermanLabels as GermanLabels_f8a6a7764c1b7513d3a20f230134f1c9 } from '../../../cms/admin/GermanLabels'
import { AccessibleAdmin as AccessibleAdmin_2c9059a6f5a5a9ff1a923bc118487ab3 } from '../../../cms/admin/AccessibleAdmin'
import { VisualMode as VisualMode_c5e0b14485d4db6c5de7d97871705b83 } from '../../../cms/admin/VisualMode'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/review/admin/ReviewPanel#ReviewPanel": ReviewPanel_7bc8cd1ed82e7cdcc706b93af9c58021,
  "/cms/references/admin/UsedInPanel#UsedInPanel": UsedInPanel_5fd57295b713fa88b2a79a969cb14749,
  "/cms/admin/PageLink#PageLink": PageLink_5a4fb13c20f367afb85b3753c1f91c62,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/cms/admin/BlockRowLabel#BlockRowLabel": BlockRowLabel_5d9b8da5831933f282da0504078f368f,
  "/blocks/table/TableEditor#TableEditor": TableEditor_6a6042eb5196d26d170f29964b201d42,
  "/cms/admin/ScheduledChanges#ScheduledChanges": ScheduledChanges_40040d7a5a52996ea98fc73daa099084,
  "/cms/admin/UntitledHeading#UntitledHeading": UntitledHeading_37aa8eee757296bf99476e109630c138,
  "/cms/admin/PreviewButton#PreviewButton": PreviewButton_dcca401f283df4c30801eadbac6f1c1c,
  "/cms/admin/publishing/PublishButton#PublishButton": PublishButton_4238a856f903fb5b274d54b7defd839d,
  "/cms/review/admin/VersionsWithPeople#VersionsWithPeople": VersionsWithPeople_8d63a472d6aae9f0e3d299a1bde7adad,
  "@payloadcms/plugin-search/client#LinkToDoc": LinkToDoc_aead06e4cbf6b2620c5c51c9ab283634,
  "/cms/admin/SearchKindCell#SearchKindCell": SearchKindCell_833103fc690274fbc0c2af13c9620ca0,
  "/cms/admin/SearchIndexStatus#SearchIndexStatus": SearchIndexStatus_f35fec62135dd81a87334b12ce2ad6b7,
  "@payloadcms/plugin-search/client#ReindexButton": ReindexButton_aead06e4cbf6b2620c5c51c9ab283634,
  "/cms/audit/ChangedFieldsCell#ChangedFieldsCell": ChangedFieldsCell_355e75a22d8c4af2874c146ebababd59,
  "/cms/audit/ExportLinks#ExportLinks": ExportLinks_b9575e0f7d6b68caf8bdc52061e387c8,
  "/cms/admin/graphics/Icon#Icon": Icon_1dabdbfe256a5b4d68a1607ca311d0a8,
  "/cms/admin/graphics/Logo#Logo": Logo_198252001b4f3abb69179f679af4bcf6,
  "/cms/review/admin/EditorialDashboard#EditorialDashboard": EditorialDashboard_1a6ef349b6ce47413e80e594f3a1a964,
  "/cms/admin/GermanLabels#GermanLabels": GermanLabels_f8a6a7764c1b7513d3a20f230134f1c9,
  "/cms/admin/AccessibleAdmin#AccessibleAdmin": AccessibleAdmin_2c9059a6f5a5a9ff1a923bc118487ab3,
  "/cms/admin/VisualMode#VisualMode": VisualMode_c5e0b14485d4db6c5de7d97871705b83,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
