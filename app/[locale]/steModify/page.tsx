// §2 /steModify (Chinese only): the spelling of /siteModify that §2 also lists, the same page.
export { default, generateMetadata } from '../siteModify/page';
