import { Heading, Link, Text } from '@pcshop/design-system';
import type { CmsBlock } from '@pcshop/stores/schemas';
import { useEditionPath } from '../../navigation/useEditionPath';
import * as styles from './site.css';
import { PreloadLink as RouterLink } from '../../navigation/PreloadLink';

/** The body of a CMS page, each block drawn with design-system parts. */
export function CmsBlocks({ blocks }: { blocks: CmsBlock[] }) {
  const to = useEditionPath();
  return blocks.map((block, index) => {
    const key = `${block.kind}-${index}`;
    switch (block.kind) {
      case 'heading':
        return (
          <Heading key={key} level={2}>
            {block.text}
          </Heading>
        );
      case 'paragraph':
        return <Text key={key}>{block.text}</Text>;
      case 'list':
        return (
          <ul key={key} className={styles.list}>
            {block.items.map((item) => (
              <li key={item}>
                <Text as="span">{item}</Text>
              </li>
            ))}
          </ul>
        );
      case 'faq':
        return (
          <dl key={key} className={styles.faq}>
            {block.items.map((item) => (
              <div key={item.question}>
                <Text as="dt" weight="bold">
                  {item.question}
                </Text>
                <Text as="dd" tone="muted" className={styles.answer}>
                  {item.answer}
                </Text>
              </div>
            ))}
          </dl>
        );
      case 'link':
        return (
          <Text key={key}>
            <Link asChild>
              <RouterLink to={to(block.path)}>{block.text}</RouterLink>
            </Link>
          </Text>
        );
    }
  });
}
