import { graphql } from 'gatsby';

/**
 * What the forms engine reads of a Gravity Form, in WPGraphQL for Gravity Forms 0.12.6's shapes
 * as gatsby-source-wordpress mirrors them (types prefixed `Wp`, connections as `{ nodes }`).
 *
 * The common settings are selected through the plugin's `GfFieldWith…Setting` interfaces that
 * Gatsby's schema keeps (label, description, cssClass, isRequired, errorMessage, placeholder);
 * `conditionalLogic` and `labelPlacement` have no such interface in Gatsby's schema, so they are
 * selected per field type. AddressField's defaultProvince/defaultState are excluded from sourcing
 * (gatsby-config: the plugin fails them on any stored value it has no enum for).
 *
 * normalize.ts turns `Queries.GravityFormFragment` into the engine's FormDefinition.
 */
export const gravityFormFragment = graphql`
  fragment GravityFormConditionalLogic on WpConditionalLogic {
    actionType
    logicType
    rules {
      fieldId
      operator
      value
    }
  }

  fragment GravityFormField on WpFormField {
    __typename
    databaseId
    type
    visibility
    pageNumber
    ... on WpGfFieldWithLabelSetting {
      label
    }
    ... on WpGfFieldWithDescriptionSetting {
      description
    }
    ... on WpGfFieldWithCssClassSetting {
      cssClass
    }
    ... on WpGfFieldWithRulesSetting {
      isRequired
    }
    ... on WpGfFieldWithErrorMessageSetting {
      errorMessage
    }
    ... on WpGfFieldWithPlaceholderSetting {
      placeholder
    }
    ... on WpTextField {
      maxLength
      labelPlacement
      conditionalLogic {
        ...GravityFormConditionalLogic
      }
    }
    ... on WpTextAreaField {
      maxLength
      labelPlacement
      conditionalLogic {
        ...GravityFormConditionalLogic
      }
    }
    ... on WpEmailField {
      labelPlacement
      conditionalLogic {
        ...GravityFormConditionalLogic
      }
    }
    ... on WpPhoneField {
      labelPlacement
      conditionalLogic {
        ...GravityFormConditionalLogic
      }
    }
    ... on WpWebsiteField {
      labelPlacement
      conditionalLogic {
        ...GravityFormConditionalLogic
      }
    }
    ... on WpNumberField {
      rangeMin
      rangeMax
      labelPlacement
      conditionalLogic {
        ...GravityFormConditionalLogic
      }
    }
    ... on WpDateField {
      dateFormat
      labelPlacement
      conditionalLogic {
        ...GravityFormConditionalLogic
      }
    }
    ... on WpSelectField {
      choices {
        text
        value
      }
      labelPlacement
      conditionalLogic {
        ...GravityFormConditionalLogic
      }
    }
    ... on WpMultiSelectField {
      choices {
        text
        value
      }
      labelPlacement
      conditionalLogic {
        ...GravityFormConditionalLogic
      }
    }
    ... on WpRadioField {
      choices {
        text
        value
      }
      labelPlacement
      conditionalLogic {
        ...GravityFormConditionalLogic
      }
    }
    ... on WpCheckboxField {
      choices {
        text
        value
      }
      inputs {
        id
        label
      }
      labelPlacement
      conditionalLogic {
        ...GravityFormConditionalLogic
      }
    }
    ... on WpConsentField {
      checkboxLabel
      labelPlacement
      conditionalLogic {
        ...GravityFormConditionalLogic
      }
    }
    ... on WpFileUploadField {
      allowedExtensions
      maxFileSize
      canAcceptMultipleFiles
      maxFiles
      labelPlacement
      conditionalLogic {
        ...GravityFormConditionalLogic
      }
    }
    ... on WpListField {
      hasColumns
      choices {
        text
        value
      }
      labelPlacement
      conditionalLogic {
        ...GravityFormConditionalLogic
      }
    }
    ... on WpNameField {
      inputs {
        id
        label
        ... on WpNameInputProperty {
          key
          isHidden
          placeholder
          customLabel
          defaultValue
          choices {
            text
            value
          }
        }
      }
      labelPlacement
      conditionalLogic {
        ...GravityFormConditionalLogic
      }
    }
    ... on WpAddressField {
      defaultCountry
      inputs {
        id
        label
        ... on WpAddressInputProperty {
          key
          isHidden
          placeholder
          customLabel
          defaultValue
        }
      }
      labelPlacement
      conditionalLogic {
        ...GravityFormConditionalLogic
      }
    }
    ... on WpHtmlField {
      content
      conditionalLogic {
        ...GravityFormConditionalLogic
      }
    }
    ... on WpSectionField {
      conditionalLogic {
        ...GravityFormConditionalLogic
      }
    }
  }

  fragment GravityForm on WpGfForm {
    databaseId
    title
    description
    labelPlacement
    submitButton {
      text
    }
    confirmations {
      type
      isDefault
      isActive
      message
      url
      queryString
    }
    formFields {
      nodes {
        ...GravityFormField
      }
    }
  }
`;

export type GravityFormData = Queries.GravityFormFragment;
export type GravityFormFieldData = Queries.GravityFormFieldFragment;
