import { collegeNews } from './news-college';
import { partyNews } from './news-party';
import { theoryNews } from './news-theory';
import type { NewsSeed } from './types';

export const news: NewsSeed[] = [...partyNews, ...collegeNews, ...theoryNews];
