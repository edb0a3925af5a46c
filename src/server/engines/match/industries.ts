// Jobs have no industry column, so the industry a job is in is read from words in its title, company
// and description; the onboarding's industry answers are matched against it.
import { INDUSTRIES, type Industry } from '#shared/constants.ts';

export const INDUSTRY_KEYWORDS: Record<Industry, readonly string[]> = {
  Technology: ['software', 'developer', 'frontend', 'backend', 'full stack', 'devops', 'cloud', 'data', 'cybersecurity', 'saas', 'web', 'mobile', 'typescript', 'platform', 'machine learning'],
  Healthcare: ['health', 'healthcare', 'medical', 'clinical', 'clinic', 'clinics', 'nurse', 'nursing', 'hospital', 'patient', 'pharmacy'],
  Finance: ['finance', 'financial', 'accounting', 'accountant', 'bank', 'banking', 'investment', 'portfolio', 'fintech', 'insurance', 'claims', 'audit'],
  Education: ['education', 'teacher', 'teaching', 'school', 'university', 'curriculum', 'instructional', 'tutor', 'students'],
  Marketing: ['marketing', 'seo', 'content', 'brand', 'social media', 'campaign', 'campaigns'],
  Sales: ['sales', 'account executive', 'business development', 'merchandising', 'retail', 'customer success'],
  Design: ['design', 'designer', 'ux', 'ui', 'graphic', 'figma', 'visual'],
  Engineering: ['engineer', 'engineering', 'mechanical', 'electrical', 'civil', 'structural', 'manufacturing', 'hardware'],
  Operations: ['operations', 'logistics', 'supply chain', 'warehouse', 'fleet', 'coordinator', 'procurement'],
  Consulting: ['consultant', 'consulting', 'advisory', 'strategy'],
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KEYWORD_PATTERNS = Object.fromEntries(
  INDUSTRIES.map((industry) => [industry, new RegExp(`\\b(${INDUSTRY_KEYWORDS[industry].map(escapeRegExp).join('|')})\\b`, 'gi')]),
) as Record<Industry, RegExp>;

const distinctHits = (pattern: RegExp, text: string) => new Set(Array.from(text.matchAll(pattern), (m) => m[1]!.toLowerCase())).size;

/**
 * A keyword in the title or company name places the job in an industry; the description, where
 * words like "data" or "web" turn up in any posting, needs two different keywords of one industry.
 */
export function inferIndustries(job: { title: string; companyName: string; description: string }): Industry[] {
  const heading = `${job.title}\n${job.companyName}`;
  return INDUSTRIES.filter(
    (industry) => distinctHits(KEYWORD_PATTERNS[industry], heading) > 0 || distinctHits(KEYWORD_PATTERNS[industry], job.description) >= 2,
  );
}
