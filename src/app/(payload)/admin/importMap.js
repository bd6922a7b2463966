import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SlugField as SlugField_2b8867833a34864a02ddf429b0728a40 } from '@payloadcms/next/client'
import { OverviewComponent as OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubmittedFields as SubmittedFields_99c4e52aa7ae82b8289444dcd9b31a3d } from '@/components/admin/ReadableJson.client'
import { ExportButton as ExportButton_d374f1d98c0ba3d31281c1d26b6f2d1a } from '@/components/admin/ExportButton'
import { ReceiptNumberCell as ReceiptNumberCell_04cfc9a31ed99d7e23b18407b672f684 } from '@/components/admin/DonationCells'
import { NeedsReviewCell as NeedsReviewCell_04cfc9a31ed99d7e23b18407b672f684 } from '@/components/admin/DonationCells'
import { ReviewHandledButton as ReviewHandledButton_7fafae5a39e259c9a17a68b61973053c } from '@/components/admin/ReviewHandledButton.client'
import { StoredAnswer as StoredAnswer_99c4e52aa7ae82b8289444dcd9b31a3d } from '@/components/admin/ReadableJson.client'
import { SearchInsights as SearchInsights_36b09f256e3cefa5d6022051a9554e2d } from '@/components/admin/SearchInsights'
import { PeerSupportSuggestions as PeerSupportSuggestions_ff2f526a30031e0fafc3d831fdd99204 } from '@/components/admin/PeerSupportSuggestions.client'
import { TickedTopics as TickedTopics_99c4e52aa7ae82b8289444dcd9b31a3d } from '@/components/admin/ReadableJson.client'
import { CaseFromSubmission as CaseFromSubmission_346141f525cbc6004bb1857b0a79b48c } from '@/components/admin/CaseFromSubmission.client'
import { OfflineReceiptLink as OfflineReceiptLink_a0c4a5562ce1a0960d33cb4672683c31 } from '@/components/admin/OfflineReceiptLink.client'
import { ThesaurusLineLabel as ThesaurusLineLabel_a57b369cc8589e4d6584d2a6ca8f1951 } from '@/components/admin/ThesaurusLineLabel.client'
import { DonationRetentionNote as DonationRetentionNote_7667b316cf2d2a4ed770c4ccabafdec7 } from '@/components/admin/DonationRetentionNote'
import { AdminIcon as AdminIcon_066c562e10ad4e70ff0de1a39f9b91f6 } from '@/components/admin/Brand'
import { AdminLogo as AdminLogo_066c562e10ad4e70ff0de1a39f9b91f6 } from '@/components/admin/Brand'
import { ReviewsDueNavLink as ReviewsDueNavLink_5ad542d714981073d1de3271b931d06d } from '@/components/admin/ReviewsDue/NavLink'
import { TributeCardsNavLink as TributeCardsNavLink_88aaa987253be423661c26e634dc0d20 } from '@/components/admin/TributeCards/NavLink'
import { Dashboard as Dashboard_0e7b23c75ea046975e1784ba01f82886 } from '@/components/admin/Dashboard'
import { PeerSupportFigures as PeerSupportFigures_54d052e054526ac89f5394f5817f46d0 } from '@/components/admin/PeerSupportFigures'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { ReviewsDueView as ReviewsDueView_1fdcffb82c5899fd2375ef5abb4cf6bb } from '@/components/admin/ReviewsDue'
import { TributeCardsView as TributeCardsView_08355c269c08e10dbbf2eec5462ee694 } from '@/components/admin/TributeCards'
import { TwoFactorView as TwoFactorView_01002bdd25c5c29ab28e00d90a218813 } from '@/components/admin/TwoFactor'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/next/client#SlugField": SlugField_2b8867833a34864a02ddf429b0728a40,
  "@payloadcms/plugin-seo/client#OverviewComponent": OverviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/components/admin/ReadableJson.client#SubmittedFields": SubmittedFields_99c4e52aa7ae82b8289444dcd9b31a3d,
  "@/components/admin/ExportButton#ExportButton": ExportButton_d374f1d98c0ba3d31281c1d26b6f2d1a,
  "@/components/admin/DonationCells#ReceiptNumberCell": ReceiptNumberCell_04cfc9a31ed99d7e23b18407b672f684,
  "@/components/admin/DonationCells#NeedsReviewCell": NeedsReviewCell_04cfc9a31ed99d7e23b18407b672f684,
  "@/components/admin/ReviewHandledButton.client#ReviewHandledButton": ReviewHandledButton_7fafae5a39e259c9a17a68b61973053c,
  "@/components/admin/ReadableJson.client#StoredAnswer": StoredAnswer_99c4e52aa7ae82b8289444dcd9b31a3d,
  "@/components/admin/SearchInsights#SearchInsights": SearchInsights_36b09f256e3cefa5d6022051a9554e2d,
  "@/components/admin/PeerSupportSuggestions.client#PeerSupportSuggestions": PeerSupportSuggestions_ff2f526a30031e0fafc3d831fdd99204,
  "@/components/admin/ReadableJson.client#TickedTopics": TickedTopics_99c4e52aa7ae82b8289444dcd9b31a3d,
  "@/components/admin/CaseFromSubmission.client#CaseFromSubmission": CaseFromSubmission_346141f525cbc6004bb1857b0a79b48c,
  "@/components/admin/OfflineReceiptLink.client#OfflineReceiptLink": OfflineReceiptLink_a0c4a5562ce1a0960d33cb4672683c31,
  "@/components/admin/ThesaurusLineLabel.client#ThesaurusLineLabel": ThesaurusLineLabel_a57b369cc8589e4d6584d2a6ca8f1951,
  "@/components/admin/DonationRetentionNote#DonationRetentionNote": DonationRetentionNote_7667b316cf2d2a4ed770c4ccabafdec7,
  "@/components/admin/Brand#AdminIcon": AdminIcon_066c562e10ad4e70ff0de1a39f9b91f6,
  "@/components/admin/Brand#AdminLogo": AdminLogo_066c562e10ad4e70ff0de1a39f9b91f6,
  "@/components/admin/ReviewsDue/NavLink#ReviewsDueNavLink": ReviewsDueNavLink_5ad542d714981073d1de3271b931d06d,
  "@/components/admin/TributeCards/NavLink#TributeCardsNavLink": TributeCardsNavLink_88aaa987253be423661c26e634dc0d20,
  "@/components/admin/Dashboard#Dashboard": Dashboard_0e7b23c75ea046975e1784ba01f82886,
  "@/components/admin/PeerSupportFigures#PeerSupportFigures": PeerSupportFigures_54d052e054526ac89f5394f5817f46d0,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@/components/admin/ReviewsDue#ReviewsDueView": ReviewsDueView_1fdcffb82c5899fd2375ef5abb4cf6bb,
  "@/components/admin/TributeCards#TributeCardsView": TributeCardsView_08355c269c08e10dbbf2eec5462ee694,
  "@/components/admin/TwoFactor#TwoFactorView": TwoFactorView_01002bdd25c5c29ab28e00d90a218813,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
