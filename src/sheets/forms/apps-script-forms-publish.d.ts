/**
 * Form publishing, newer than @types/google-apps-script: a form made by a script is unpublished until it is
 * published, and takes no response before (https://developers.google.com/workspace/forms/api/guides/api-changes-to-google-forms,
 * https://developers.google.com/workspace/forms/api/guides/publish-form).
 */
declare namespace GoogleAppsScript.Forms {
  interface Form {
    /** Publishes the form (it then accepts responses) or unpublishes it. */
    setPublished(enabled: boolean): Form;
    isPublished(): boolean;
  }
}
