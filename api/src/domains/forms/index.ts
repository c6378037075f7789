export { submitFormAnswer, type FormAnswerContext } from './submit-form-answer';
export { toFormAnswer } from './to-form-answer';
export { formMessages } from './messages';
