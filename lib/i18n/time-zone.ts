/** The hall's clock: every date and time the site shows is Shanghai's, whatever the reader's own zone. */
export const TIME_ZONE = 'Asia/Shanghai';
