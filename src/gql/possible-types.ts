
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "ArticleVersion_Version_Blocks": [
      "FaqBlock",
      "QuoteBlock",
      "RichTextBlock",
      "TableBlock",
      "TeaserBlock"
    ],
    "Article_Blocks": [
      "FaqBlock",
      "QuoteBlock",
      "RichTextBlock",
      "TableBlock",
      "TeaserBlock"
    ],
    "ChannelVersion_Version_Blocks": [
      "FaqBlock",
      "QuoteBlock",
      "RichTextBlock",
      "TableBlock",
      "TeaserBlock"
    ],
    "Channel_Blocks": [
      "FaqBlock",
      "QuoteBlock",
      "RichTextBlock",
      "TableBlock",
      "TeaserBlock"
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
      "Channel",
      "Media",
      "Redirect",
      "User"
    ],
    "PayloadLockedDocument_User": [
      "User"
    ],
    "PayloadPreference_User": [
      "User"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "ArticleVersion_Version_Blocks": [
      "FaqBlock",
      "QuoteBlock",
      "RichTextBlock",
      "TableBlock",
      "TeaserBlock"
    ],
    "Article_Blocks": [
      "FaqBlock",
      "QuoteBlock",
      "RichTextBlock",
      "TableBlock",
      "TeaserBlock"
    ],
    "ChannelVersion_Version_Blocks": [
      "FaqBlock",
      "QuoteBlock",
      "RichTextBlock",
      "TableBlock",
      "TeaserBlock"
    ],
    "Channel_Blocks": [
      "FaqBlock",
      "QuoteBlock",
      "RichTextBlock",
      "TableBlock",
      "TeaserBlock"
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
      "Channel",
      "Media",
      "Redirect",
      "User"
    ],
    "PayloadLockedDocument_User": [
      "User"
    ],
    "PayloadPreference_User": [
      "User"
    ]
  }
};
      export default result;
    