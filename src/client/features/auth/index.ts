// What other areas use of sign-in: the greeting once the second factor is passed.
export { greetAfterSecondFactor } from './greeting.ts';
