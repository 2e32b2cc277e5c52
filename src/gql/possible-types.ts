
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "ArticleVersion_Version_Blocks": [
      "AlertBlock",
      "ArticleListBlock",
      "BenefitsBlock",
      "CardTeasersBlock",
      "CarouselBlock",
      "FaqBlock",
      "FileDownloadBlock",
      "HeadlineTextBlock",
      "HorizontalTeaserBlock",
      "JobAlertFormBlock",
      "JobListBlock",
      "LinkChipsBlock",
      "MembershipTeaserBlock",
      "MultimediaBlock",
      "ProductTeasersBlock",
      "QuoteBlock",
      "RichTextBlock",
      "TableBlock",
      "TeaserBlock",
      "ThumbnailCarouselBlock"
    ],
    "Article_Blocks": [
      "AlertBlock",
      "ArticleListBlock",
      "BenefitsBlock",
      "CardTeasersBlock",
      "CarouselBlock",
      "FaqBlock",
      "FileDownloadBlock",
      "HeadlineTextBlock",
      "HorizontalTeaserBlock",
      "JobAlertFormBlock",
      "JobListBlock",
      "LinkChipsBlock",
      "MembershipTeaserBlock",
      "MultimediaBlock",
      "ProductTeasersBlock",
      "QuoteBlock",
      "RichTextBlock",
      "TableBlock",
      "TeaserBlock",
      "ThumbnailCarouselBlock"
    ],
    "ChannelVersion_Version_Blocks": [
      "AlertBlock",
      "ArticleListBlock",
      "BenefitsBlock",
      "CardTeasersBlock",
      "CarouselBlock",
      "FaqBlock",
      "FileDownloadBlock",
      "HeadlineTextBlock",
      "HorizontalTeaserBlock",
      "JobAlertFormBlock",
      "JobListBlock",
      "LinkChipsBlock",
      "MembershipTeaserBlock",
      "MultimediaBlock",
      "ProductTeasersBlock",
      "QuoteBlock",
      "RichTextBlock",
      "TableBlock",
      "TeaserBlock",
      "ThumbnailCarouselBlock"
    ],
    "Channel_Blocks": [
      "AlertBlock",
      "ArticleListBlock",
      "BenefitsBlock",
      "CardTeasersBlock",
      "CarouselBlock",
      "FaqBlock",
      "FileDownloadBlock",
      "HeadlineTextBlock",
      "HorizontalTeaserBlock",
      "JobAlertFormBlock",
      "JobListBlock",
      "LinkChipsBlock",
      "MembershipTeaserBlock",
      "MultimediaBlock",
      "ProductTeasersBlock",
      "QuoteBlock",
      "RichTextBlock",
      "TableBlock",
      "TeaserBlock",
      "ThumbnailCarouselBlock"
    ],
    "JobPostingVersion_Version_Blocks": [
      "AlertBlock",
      "BenefitsBlock",
      "FaqBlock",
      "HeadlineTextBlock",
      "LinkChipsBlock",
      "RichTextBlock"
    ],
    "JobPosting_Blocks": [
      "AlertBlock",
      "BenefitsBlock",
      "FaqBlock",
      "HeadlineTextBlock",
      "LinkChipsBlock",
      "RichTextBlock"
    ],
    "Navigation_Footer_Reference": [
      "Article",
      "Channel"
    ],
    "Navigation_Header_Reference": [
      "Article",
      "Channel"
    ],
    "PayloadLockedDocument_Document": [
      "Article",
      "AuditLog",
      "Caption",
      "Channel",
      "Document",
      "JobAlert",
      "JobPosting",
      "Media",
      "Redirect",
      "ReviewRequest",
      "User",
      "Video"
    ],
    "PayloadLockedDocument_User": [
      "User"
    ],
    "PayloadPreference_User": [
      "User"
    ],
    "ReviewRequest_Document": [
      "Article",
      "Channel",
      "JobPosting"
    ],
    "SiteSearchDocument": [
      "Article",
      "Channel",
      "JobPosting"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "ArticleVersion_Version_Blocks": [
      "AlertBlock",
      "ArticleListBlock",
      "BenefitsBlock",
      "CardTeasersBlock",
      "CarouselBlock",
      "FaqBlock",
      "FileDownloadBlock",
      "HeadlineTextBlock",
      "HorizontalTeaserBlock",
      "JobAlertFormBlock",
      "JobListBlock",
      "LinkChipsBlock",
      "MembershipTeaserBlock",
      "MultimediaBlock",
      "ProductTeasersBlock",
      "QuoteBlock",
      "RichTextBlock",
      "TableBlock",
      "TeaserBlock",
      "ThumbnailCarouselBlock"
    ],
    "Article_Blocks": [
      "AlertBlock",
      "ArticleListBlock",
      "BenefitsBlock",
      "CardTeasersBlock",
      "CarouselBlock",
      "FaqBlock",
      "FileDownloadBlock",
      "HeadlineTextBlock",
      "HorizontalTeaserBlock",
      "JobAlertFormBlock",
      "JobListBlock",
      "LinkChipsBlock",
      "MembershipTeaserBlock",
      "MultimediaBlock",
      "ProductTeasersBlock",
      "QuoteBlock",
      "RichTextBlock",
      "TableBlock",
      "TeaserBlock",
      "ThumbnailCarouselBlock"
    ],
    "ChannelVersion_Version_Blocks": [
      "AlertBlock",
      "ArticleListBlock",
      "BenefitsBlock",
      "CardTeasersBlock",
      "CarouselBlock",
      "FaqBlock",
      "FileDownloadBlock",
      "HeadlineTextBlock",
      "HorizontalTeaserBlock",
      "JobAlertFormBlock",
      "JobListBlock",
      "LinkChipsBlock",
      "MembershipTeaserBlock",
      "MultimediaBlock",
      "ProductTeasersBlock",
      "QuoteBlock",
      "RichTextBlock",
      "TableBlock",
      "TeaserBlock",
      "ThumbnailCarouselBlock"
    ],
    "Channel_Blocks": [
      "AlertBlock",
      "ArticleListBlock",
      "BenefitsBlock",
      "CardTeasersBlock",
      "CarouselBlock",
      "FaqBlock",
      "FileDownloadBlock",
      "HeadlineTextBlock",
      "HorizontalTeaserBlock",
      "JobAlertFormBlock",
      "JobListBlock",
      "LinkChipsBlock",
      "MembershipTeaserBlock",
      "MultimediaBlock",
      "ProductTeasersBlock",
      "QuoteBlock",
      "RichTextBlock",
      "TableBlock",
      "TeaserBlock",
      "ThumbnailCarouselBlock"
    ],
    "JobPostingVersion_Version_Blocks": [
      "AlertBlock",
      "BenefitsBlock",
      "FaqBlock",
      "HeadlineTextBlock",
      "LinkChipsBlock",
      "RichTextBlock"
    ],
    "JobPosting_Blocks": [
      "AlertBlock",
      "BenefitsBlock",
      "FaqBlock",
      "HeadlineTextBlock",
      "LinkChipsBlock",
      "RichTextBlock"
    ],
    "Navigation_Footer_Reference": [
      "Article",
      "Channel"
    ],
    "Navigation_Header_Reference": [
      "Article",
      "Channel"
    ],
    "PayloadLockedDocument_Document": [
      "Article",
      "AuditLog",
      "Caption",
      "Channel",
      "Document",
      "JobAlert",
      "JobPosting",
      "Media",
      "Redirect",
      "ReviewRequest",
      "User",
      "Video"
    ],
    "PayloadLockedDocument_User": [
      "User"
    ],
    "PayloadPreference_User": [
      "User"
    ],
    "ReviewRequest_Document": [
      "Article",
      "Channel",
      "JobPosting"
    ],
    "SiteSearchDocument": [
      "Article",
      "Channel",
      "JobPosting"
    ]
  }
};
      export default result;
    