export { typeInto } from 'shared-ui/testing';
