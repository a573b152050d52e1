export * from './youtube';
export * from './images';
export * from './uploads';
export * from './image-variants';
export * from './image-types';
