// §2 /companyInformation (Chinese only): the enterprise menu's name for /myCompany, the same page.
export { default, generateMetadata } from '../myCompany/page';
