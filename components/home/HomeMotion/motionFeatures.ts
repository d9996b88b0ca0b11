// Split out of the page bundle: framer-motion's animation features arrive after first paint.
export { domAnimation as default } from 'framer-motion';
