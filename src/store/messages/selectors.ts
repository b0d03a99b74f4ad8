import type { FormFill, FormFillState, MessagesState } from './types';

type WithMessages = { messages: MessagesState; messageForm: FormFillState };

/** Where the contact form's message is: idle, sending, sent (success screen) or failed. */
export const getSendState = ( state: WithMessages ): MessagesState => state.messages;

/** Fields the page filled in that the form has not taken yet. */
export const getPrefill = ( state: WithMessages ): FormFill => state.messageForm.fill;

/** The visitor the page identified ('' for what it did not say). */
export const getVisitor = ( state: WithMessages ): FormFillState[ 'visitor' ] => state.messageForm.visitor;
