export * from './content';
export * from './venue';
export * from './performances';
export * from './members';
export * from './commerce';
export * from './shop';
export * from './visits';
export * from './enterprise';
