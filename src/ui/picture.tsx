import { createContext, useContext, type ImgHTMLAttributes } from 'react';
import type { Image } from '../../schema/primitives.ts';
import type { PictureFacts } from '../../schema/page-data.ts';

/** The facts of the pictures of the page being rendered, by address (the page data's `pictures`). */
export const PicturesContext = createContext<Readonly<Record<string, PictureFacts>>>({});

type Props = {
  image: Image;
  /** How wide the picture is shown, as the `sizes` attribute says it: "100vw", "(min-width: 768px) 384px, 100vw". */
  sizes: string;
} & Pick<ImgHTMLAttributes<HTMLImageElement>, 'className' | 'loading'> & { fetchPriority?: 'high' };

/**
 * A picture the owner placed, as the build knows it (compiler/picture-facts.ts): its width and height read from its
 * file (the browser keeps its place before it arrives), and its AVIF and WebP versions in `srcset`, so that a phone
 * downloads the version of its width, never the uploaded photo.
 */
export function Picture({ image, sizes, className, loading, fetchPriority }: Props) {
  const facts = useContext(PicturesContext)[image.src];
  const img = (
    <img
      src={image.src}
      alt={image.alt}
      width={facts?.width}
      height={facts?.height}
      loading={loading}
      {...(fetchPriority && { fetchpriority: fetchPriority })}
      decoding="async"
      className={className}
    />
  );
  if (!facts?.sources.length) return img;
  return (
    <picture className="contents">
      {facts.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
