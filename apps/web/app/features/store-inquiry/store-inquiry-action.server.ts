import { type FormActionData, formAnswers } from "../../components/form/form-action.server";

/** What the application form's action answers: the form kit's messages, and whether chosen files were let go. */
export interface StoreInquiryActionData extends FormActionData {
  /**
   * The post carried files and is answered with messages: a page without JavaScript is drawn afresh and its file
   * chooser comes back empty, so the shopper is asked to choose them again.
   */
  filesDropped?: boolean;
}

export const { reply, invalid, apiRefusal } = formAnswers<StoreInquiryActionData>({});
