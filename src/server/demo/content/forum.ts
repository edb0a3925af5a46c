import type { DemoMember, DemoPost } from './types.ts';

// Fictional community members. They author demo posts and replies but cannot sign in.
export const demoMembers: DemoMember[] = [
  { key: 'maya', firstName: 'Maya', lastName: 'Okafor' },
  { key: 'jordan', firstName: 'Jordan', lastName: 'Reyes' },
  { key: 'alex', firstName: 'Alex', lastName: 'Brennan' },
  { key: 'sam', firstName: 'Sam', lastName: 'Thornbury' },
  { key: 'leah', firstName: 'Leah', lastName: 'Vasquez' },
  { key: 'devon', firstName: 'Devon', lastName: 'Achterberg' },
  { key: 'nina', firstName: 'Nina', lastName: 'Kowalczyk' },
  { key: 'omar', firstName: 'Omar', lastName: 'Haddad' },
];

// Authors are member keys above or the demo account keys 'free', 'premium', 'moderator', 'admin'.
export const demoPosts: DemoPost[] = [
  {
    author: 'maya',
    title: 'Bombed my first technical interview. How do you bounce back?',
    content: `I had my first real technical interview yesterday for a junior developer role and it did not go well. They asked me to reverse a linked list while talking through my approach, and my mind went completely blank. I know how to do it. I have done it in practice a dozen times. But with someone watching, I froze, rambled, and ended up with half a solution.

The interviewer was kind about it, but I could tell it was over. I spent the evening replaying every second.

For those of you who have been through this: how did you get past the freeze? Did practicing with another person help more than practicing alone? And is it ever worth emailing the interviewer afterward with the working solution, or does that just look desperate?`,
    category: 'interviews',
    isPremiumOnly: false,
    postedHoursAgo: 14,
    replies: [
      {
        author: 'jordan',
        content: `Freezing in your first one is so common. Mine was a SQL question and I forgot how GROUP BY works, which I use every day. It gets easier with reps, honestly. You have one done now.`,
        hoursAfterPost: 1,
      },
      {
        author: 'moderator',
        content: `Practicing out loud with another person makes a big difference, because the hard part is not the algorithm, it is thinking while being watched. Try a few mock sessions with a friend or a study group where you narrate every step, even the obvious ones. Narrating also buys you thinking time when you get stuck.`,
        hoursAfterPost: 3,
      },
      {
        author: 'premium',
        content: `I actually did send a follow-up once with a clean solution and a short note: "I was not happy with how I explained this in the moment, so here is how I would approach it." The recruiter told me later it was a point in my favor. Keep it short and friendly and it will not look desperate.`,
        hoursAfterPost: 6,
      },
      {
        author: 'maya',
        content: `Thank you all, this helps a lot. I am going to send a short follow-up tonight and set up two mock interviews with a classmate this week. Will report back!`,
        hoursAfterPost: 9,
      },
    ],
    likedBy: ['jordan', 'alex', 'nina', 'premium', 'moderator'],
  },
  {
    author: 'free',
    title: 'Is a one-page resume still the rule for new grads?',
    content: `Quick question before I send out a batch of applications this weekend. My resume is currently a page and a third: two internships, a part-time job, a capstone project, and a few campus leadership roles. My career advisor says to cut it to one page, but a friend who works in recruiting says nobody cares anymore as long as it is easy to scan.

What do you all think? If I do trim it, what should go first: older jobs, coursework, or the skills section?`,
    category: 'resumes',
    isPremiumOnly: false,
    postedHoursAgo: 3,
    replies: [],
    likedBy: [],
  },
  {
    author: 'jordan',
    title: 'Applied to 60 jobs, 2 interviews. What am I doing wrong?',
    content: `I graduated in May with a degree in economics and I have been applying steadily for about two months. So far: 60 applications, 2 first-round interviews, no offers. Mostly analyst roles (financial, business, data) at mid-size and large companies, almost all through job boards.

I tailor the top of my resume for each posting and write a short cover letter when there is a field for it. I have one internship at a small accounting firm and a senior thesis that used regression analysis on housing data.

I am starting to think there is something wrong with my resume, or maybe I am aiming at the wrong roles. If you have been in a similar spot, what changed things for you?`,
    category: 'job-search',
    isPremiumOnly: false,
    postedHoursAgo: 40,
    replies: [
      {
        author: 'alex',
        content: `A 3 percent interview rate from job boards alone is honestly not unusual. The biggest change for me was getting referrals. Even a quick chat with someone at the company before applying roughly tripled my response rate.`,
        hoursAfterPost: 2,
      },
      {
        author: 'nina',
        content: `Your thesis sounds like a great project for data roles. Is it on your resume as its own section with a result? Something like "Built a regression model on 10 years of county housing data; found X." Hiring managers skim for evidence like that.`,
        hoursAfterPost: 5,
      },
      {
        author: 'premium',
        content: `Try tracking which postings got responses. When I did this I noticed almost all my callbacks came from companies under 500 people. I shifted my targets and things moved a lot faster. Also, apply within the first few days of a posting going up if you can.`,
        hoursAfterPost: 9,
      },
      {
        author: 'jordan',
        content: `These are really helpful. My thesis is buried under Education as one line. Moving it up into a Projects section tonight, and I will start reaching out to alumni at a few target companies.`,
        hoursAfterPost: 12,
      },
      {
        author: 'omar',
        content: `One more thought: if you have not already, ask someone in the field to do a 15-minute resume review. Fresh eyes catch things like unclear bullet points or a missing skills keyword that filters out your resume before a human sees it.`,
        hoursAfterPost: 20,
      },
    ],
    likedBy: ['maya', 'alex', 'sam', 'leah', 'devon', 'nina', 'omar', 'free', 'premium', 'admin'],
  },
  {
    author: 'premium',
    title: 'Accepted an offer, then got a better one. Is it ethical to back out?',
    content: `I need some honest opinions. Three weeks ago I accepted an offer for a marketing coordinator role at a regional agency. I signed the offer letter, but I do not start for another five weeks.

Yesterday a company I interviewed with months ago came back with an offer for a brand associate role. It pays about 15 percent more, has a clear training program, and is much closer to the kind of work I want to do long term.

I feel terrible about the idea of backing out. The agency has been great to me, and the recruiter went out of her way to speed up the process. At the same time, this feels like a real career opportunity.

Has anyone been in this situation? How did you handle the conversation, and did it come back to bite you later? I am also wondering whether I should tell the agency the reason, or just say my plans have changed.`,
    category: 'career-advice',
    isPremiumOnly: true,
    postedHoursAgo: 70,
    replies: [
      {
        author: 'leah',
        content: `It happens more than people admit. Most offers are at-will on both sides. The professional move is to tell them as soon as possible, by phone, and be honest and gracious. Five weeks of notice gives them time to go back to other candidates.`,
        hoursAfterPost: 3,
      },
      {
        author: 'admin',
        content: `Before deciding, read your signed offer letter carefully for anything about a signing bonus or relocation you would need to repay. If there is nothing like that, the main cost is the relationship, and a sincere call goes a long way toward protecting it.`,
        hoursAfterPost: 8,
      },
      {
        author: 'devon',
        content: `I backed out of an offer two years ago. I called the hiring manager, thanked her, and said I had received an offer that was a better fit for my long-term goals. She was disappointed but understanding. A year later she reached out about another role, so it did not burn the bridge.`,
        hoursAfterPost: 15,
      },
      {
        author: 'premium',
        content: `Thank you, everyone. There was no bonus clause, so I called the recruiter this morning. She was surprised but very kind about it. I feel relieved, and I am starting the brand associate role next month!`,
        hoursAfterPost: 30,
      },
    ],
    likedBy: ['maya', 'jordan', 'leah', 'devon'],
  },
  {
    author: 'alex',
    title: 'How do you actually reach out to alumni without it being awkward?',
    content: `Everyone keeps telling me to network with alumni, and I get why. But every time I open a message to someone I have never met, I stare at the blank box for ten minutes and then close it.

What do you actually write? How long should the message be? Do you ask for a call right away, or start with a question? And what do you say on the call itself so it does not feel like I am just asking for a job?

I am a junior studying industrial engineering and I am interested in operations and supply chain roles.`,
    category: 'networking',
    isPremiumOnly: false,
    postedHoursAgo: 120,
    replies: [
      {
        author: 'sam',
        content: `Keep it to three or four sentences: who you are, why them specifically, and a small ask. For example: "I am a junior in industrial engineering and saw you moved from a co-op into supply chain planning. Would you be open to a 15-minute call in the next few weeks? I would love to hear how you got started."`,
        hoursAfterPost: 4,
      },
      {
        author: 'maya',
        content: `On the call, ask about their path and their work, not about openings. "What does a typical week look like?" and "What do you wish you had known as a student?" always work. At the end, ask if there is anyone else they think you should talk to. That question has gotten me more introductions than anything else.`,
        hoursAfterPost: 10,
      },
      {
        author: 'free',
        content: `Also: do not worry if people do not respond. I got replies from maybe 40 percent of the alumni I messaged, and almost everyone who replied was genuinely happy to help.`,
        hoursAfterPost: 26,
      },
      {
        author: 'alex',
        content: `This is exactly what I needed. I sent three messages using Sam's template and already have one call scheduled for Thursday.`,
        hoursAfterPost: 30,
      },
    ],
    likedBy: ['maya', 'jordan', 'sam', 'nina', 'free', 'moderator'],
  },
  {
    author: 'nina',
    title: 'Healthcare admin vs. health data roles: notes from 15 informational interviews',
    content: `Over the past semester I did 15 informational interviews with people working in healthcare administration and healthcare data roles, because I could not decide which direction to take after my public health degree. I took notes after every call, and I wanted to share a summary for anyone weighing the same options.

Day-to-day work: administration roles (practice manager, operations coordinator, patient access lead) are people-heavy. Lots of scheduling, staffing, solving problems in real time, and working with clinicians. Data roles (health data analyst, quality analyst, reporting specialist) are more heads-down: building reports, cleaning data, and answering questions from leadership.

Entry points: almost everyone in admin started in a front-line role like patient coordinator and moved up within two or three years. Data people mostly started as analysts straight from school, but nearly all of them had SQL and a spreadsheet portfolio before they were hired.

Skills that came up again and again: for admin, communication, calm under pressure, and understanding insurance and billing basics. For data, SQL, a visualization tool, and being able to explain numbers to non-technical people.

Growth: admin paths lead toward operations management and eventually director roles. Data paths branch into analytics management, data engineering, or informatics.

The most surprising thing: several people said the best career move was combining both. Analysts who understood clinic operations were especially valued, and managers who could read data were promoted faster.

Happy to answer questions if anyone is deciding between these paths.`,
    category: 'industry-insights',
    isPremiumOnly: true,
    postedHoursAgo: 180,
    replies: [
      {
        author: 'omar',
        content: `This is incredibly useful, thank you for writing it up. Did anyone mention whether certifications mattered for data roles, or was a portfolio enough?`,
        hoursAfterPost: 5,
      },
      {
        author: 'nina',
        content: `Good question. Most said a portfolio with two or three real-looking projects mattered more than certificates. A couple of hospital analysts mentioned that knowing the basics of electronic health record data was a plus, which you can learn from free public sample data sets.`,
        hoursAfterPost: 7,
      },
      {
        author: 'leah',
        content: `I work in patient access and can confirm the front-line-to-management path. I started as a coordinator and became a team lead after 18 months. Learning the billing side early made a big difference for me.`,
        hoursAfterPost: 12,
      },
      {
        author: 'premium',
        content: `Saving this. Your point about combining both paths matches what I have seen too. The people who can sit in an operations meeting and then build the report afterward are rare.`,
        hoursAfterPost: 40,
      },
    ],
    likedBy: ['maya', 'jordan', 'alex', 'leah', 'omar', 'premium', 'admin'],
  },
  {
    author: 'free',
    title: 'My manager only gives feedback in annual reviews. How do I ask for more?',
    content: `I have been at my first job for about five months. My manager is nice, but she is extremely busy, and our one-on-ones keep getting cancelled. I have no idea how I am doing, and apparently the first formal feedback will not come until the annual review in the spring.

I do not want to be a pest, but I also do not want to find out in six months that I have been doing something wrong the whole time. How do you ask for feedback without it sounding like you are insecure or adding to her workload?`,
    category: 'workplace',
    isPremiumOnly: false,
    postedHoursAgo: 230,
    replies: [
      {
        author: 'devon',
        content: `Make it small and specific. Instead of "How am I doing?", try "On the client report I sent Tuesday, is there one thing I could do differently next time?" Specific questions are much easier for a busy person to answer quickly.`,
        hoursAfterPost: 2,
      },
      {
        author: 'moderator',
        content: `Another approach is to send a short written update every week or two with what you finished and what is next, and end it with a single question. It respects her time, and it creates a record of your work that will help during the annual review too.`,
        hoursAfterPost: 6,
      },
      {
        author: 'jordan',
        content: `If one-on-ones keep getting cancelled, you could suggest making them shorter instead: "Would a 15-minute check-in work better for you?" Most managers say yes to that.`,
        hoursAfterPost: 20,
      },
      {
        author: 'free',
        content: `Tried the specific question approach this week and got really useful feedback about how I structure my summaries. She even said she appreciated me asking. Thanks, everyone!`,
        hoursAfterPost: 48,
      },
    ],
    likedBy: ['sam', 'devon', 'premium'],
  },
  {
    author: 'sam',
    title: 'First freelance client wants "unlimited revisions". Red flag?',
    content: `I am a design student and I just landed my first paid freelance client, a small bakery that wants a new logo and a menu design. We agreed on a price, and then the owner asked if revisions would be unlimited "until we are happy."

I want to keep the client happy, but I also have exams in three weeks. Is this a red flag, or is it normal for small clients to ask this? How do I say no nicely without losing the project?`,
    category: 'freelancing',
    isPremiumOnly: false,
    postedHoursAgo: 300,
    replies: [
      {
        author: 'nina',
        content: `Not necessarily a red flag. Most small business owners just do not know how design projects usually work. Explain your process instead of just saying no: two or three concepts, then two rounds of revisions included, and extra rounds at an hourly rate.`,
        hoursAfterPost: 3,
      },
      {
        author: 'alex',
        content: `Put it in writing, even if it is just a short email they reply "agreed" to. It protects both of you, and it makes the conversation easier later if the scope starts to grow.`,
        hoursAfterPost: 9,
      },
      {
        author: 'premium',
        content: `One trick that helps a lot: ask for a short brief with examples of logos they like before you start. Most endless revision cycles happen because expectations were never clear at the beginning.`,
        hoursAfterPost: 22,
      },
    ],
    likedBy: ['nina', 'alex'],
  },
  {
    author: 'moderator',
    title: 'Welcome to the Upward community! Please read before posting',
    content: `Welcome! This forum is a place for students and early-career professionals to ask questions, share what is working, and support each other through the job search and the first years of work.

A few simple guidelines keep this space useful for everyone. Be kind and assume good intent; everyone here is at a different stage. Pick the category that best fits your post so others can find it later. Please do not share anyone else's personal information or confidential details about an employer's hiring process. No spam or self-promotion without adding real value to the discussion.

If you see something that breaks these guidelines, use the report button and a moderator will take a look. Above all, if someone helps you, come back and let them know how it went. Those follow-ups are what make this community great.`,
    category: 'general',
    isPremiumOnly: false,
    postedHoursAgo: 900,
    replies: [
      {
        author: 'maya',
        content: `Thanks for setting this up! Already found two threads that helped with my internship applications.`,
        hoursAfterPost: 24,
      },
      {
        author: 'free',
        content: `Love the point about coming back with updates. It is always so satisfying to see how someone's situation turned out.`,
        hoursAfterPost: 60,
      },
    ],
    likedBy: ['maya'],
  },
  {
    author: 'premium',
    title: 'My prep system for case interviews (it got me three final rounds)',
    content: `A few people asked how I prepared for consulting case interviews this fall, so here is the system that worked for me. I had no business background, just a biology degree, and I went from failing my first practice case to reaching three final rounds.

Weeks 1 and 2: fundamentals. I learned the common frameworks (profitability, market entry, pricing) but focused on understanding why each question is asked rather than memorizing boxes. I also practiced mental math for 15 minutes every day: percentages, growth rates, and rough multiplication with large numbers.

Weeks 3 to 6: live practice. I did at least four cases a week with partners from my campus consulting club. After each case, the interviewer filled out a simple scorecard: structure, math, insight, communication. I kept all the scorecards in one spreadsheet and looked for patterns. My weakest area was synthesis, so I started ending every case with a one-sentence recommendation, followed by two supporting reasons and one risk.

Weeks 7 and 8: polish. I practiced with people who had worked in consulting, and I recorded myself to cut filler words. I also prepared three fit stories using the STAR format, because the personal part of the interview matters as much as the case.

Biggest lessons: say your structure out loud before diving in, ask clarifying questions early, and when you get a number, always say what it means for the client. Interviewers care less about a perfect answer and more about clear, calm thinking.

Happy to share my scorecard template if anyone wants it.`,
    category: 'interviews',
    isPremiumOnly: true,
    postedHoursAgo: 400,
    replies: [
      {
        author: 'jordan',
        content: `This is gold. The scorecard idea especially. Would love the template if you are willing to share it!`,
        hoursAfterPost: 6,
      },
      {
        author: 'omar',
        content: `The tip about saying what a number means for the client is so underrated. I lost a final round because I calculated everything correctly and never connected it to a recommendation.`,
        hoursAfterPost: 18,
      },
      {
        author: 'sam',
        content: `How many cases did you do in total before your first real interview? I am trying to figure out a realistic target.`,
        hoursAfterPost: 30,
      },
      {
        author: 'premium',
        content: `About 25 before the first real one, and around 40 by the final rounds. Quality mattered more than the total, though. A case with detailed feedback was worth three without it. Jordan, the template is simple: one row per case, a 1 to 5 score for structure, math, insight, and communication, and a notes column.`,
        hoursAfterPost: 36,
      },
      {
        author: 'maya',
        content: `Not in consulting, but I am borrowing the scorecard idea for my technical interview practice. Tracking weaknesses across sessions is such a smart move.`,
        hoursAfterPost: 70,
      },
    ],
    likedBy: ['maya', 'jordan', 'alex', 'sam', 'leah', 'nina', 'omar', 'moderator'],
  },
  {
    author: 'leah',
    title: 'Grad school now, or work for a few years first?',
    content: `I am finishing a psychology degree and trying to decide between starting a master's program in industrial-organizational psychology next fall or working for a couple of years first. I have an offer for an HR assistant role at a mid-size company, and I was also accepted into a program that starts in September.

My worry is that if I start working, I will never go back. But I also wonder whether real work experience would make the degree more valuable and help me figure out which specialty I actually want.

For those who went either way, what would you tell your younger self?`,
    category: 'career-advice',
    isPremiumOnly: false,
    postedHoursAgo: 460,
    replies: [
      {
        author: 'admin',
        content: `Worth asking the program whether they allow deferrals and whether employers in your area offer tuition assistance. Many HR departments do, and working first could mean a partly funded degree plus a much clearer idea of what you want to study.`,
        hoursAfterPost: 10,
      },
      {
        author: 'nina',
        content: `I worked for two years before my master's and it made the coursework so much more meaningful. I could connect every theory to something I had seen at work. My classmates with experience also had a much easier time finding internships.`,
        hoursAfterPost: 14,
      },
      {
        author: 'alex',
        content: `Counterpoint: I went straight through and do not regret it. I was already in study mode and finished before life got more complicated. It really depends on whether you already know what you want to specialize in.`,
        hoursAfterPost: 40,
      },
      {
        author: 'leah',
        content: `The program confirmed they allow a one-year deferral, and the company has a tuition assistance program. I think I am going to work for a year and revisit. Thank you all for the perspectives!`,
        hoursAfterPost: 55,
      },
      {
        author: 'devon',
        content: `Great decision. Keep a note of the HR problems you run into this year. They will make excellent topics for class projects or a thesis later.`,
        hoursAfterPost: 90,
      },
    ],
    likedBy: ['alex', 'nina', 'admin'],
  },
  {
    author: 'omar',
    title: 'Career fair next week: how many resume copies and what else to bring?',
    content: `My school's big career fair is next Wednesday and it is my first one. There are about 120 employers registered, and I have a list of 12 I really want to talk to.

How many resume copies should I print? Do people still bring paper at all, or is a QR code to an online profile enough? And what do you actually say when you walk up to a booth with a line behind you? I have a short introduction written, but it sounds robotic when I practice it.`,
    category: 'resumes',
    isPremiumOnly: false,
    postedHoursAgo: 520,
    replies: [
      {
        author: 'free',
        content: `Bring about 20 copies in a simple folder so they stay flat. Many recruiters still take paper, and it gives them something to write notes on. A QR code on your resume linking to your portfolio is a nice extra, not a replacement.`,
        hoursAfterPost: 3,
      },
      {
        author: 'maya',
        content: `For the introduction, keep it to your name, year and major, one thing you have done that is relevant, and a question about them. Ending with a question turns it into a conversation, which instantly makes it sound less robotic.`,
        hoursAfterPost: 7,
      },
      {
        author: 'moderator',
        content: `Also visit one or two lower-priority booths first to warm up before your top companies. And right after each conversation, jot down the recruiter's name and one detail so you can send a personalized follow-up that evening.`,
        hoursAfterPost: 11,
      },
    ],
    likedBy: ['alex', 'leah'],
  },
  {
    author: 'devon',
    title: 'First week at a new job and I feel totally lost. Is that normal?',
    content: `I just finished my first week as an operations analyst. Everyone is friendly, but I have been in back-to-back onboarding sessions, I have access to about half the systems I need, and every meeting is full of acronyms I do not know. I went home on Friday feeling like I had not accomplished anything.

Is this normal, or should I be worried? What did you do in your first few weeks to get up to speed faster?`,
    category: 'workplace',
    isPremiumOnly: false,
    postedHoursAgo: 600,
    replies: [
      {
        author: 'sam',
        content: `Completely normal. Nobody expects output in week one. Start a running glossary of acronyms and terms, and ask a teammate to go through it with you at the end of the week. It helps more than you would think.`,
        hoursAfterPost: 1,
      },
      {
        author: 'premium',
        content: `Ask your manager what success looks like at 30, 60, and 90 days. Having that picture makes the early confusion feel a lot less stressful, because you know what you are working toward.`,
        hoursAfterPost: 5,
      },
      {
        author: 'jordan',
        content: `I felt the same way for about a month. Then one day I realized I understood most of a meeting without taking notes. Give yourself some time. It clicks faster than you expect.`,
        hoursAfterPost: 8,
      },
      {
        author: 'devon',
        content: `Update after week three: I have all my system access now, my glossary is two pages long, and I just finished my first small report on my own. Feeling much better. Thanks for the reassurance.`,
        hoursAfterPost: 30,
      },
    ],
    likedBy: ['maya', 'sam', 'jordan'],
  },
  {
    author: 'admin',
    title: 'Share your wins: what went well in your search this month?',
    content: `The job search can feel like a long series of rejections, so let's take a moment to celebrate progress. Big or small, share something that went well for you this month: an interview you felt good about, a helpful networking call, a finished portfolio project, or simply sticking to your routine.

Reading other people's wins is a great reminder that things do move forward, even when it feels slow.`,
    category: 'general',
    isPremiumOnly: false,
    postedHoursAgo: 700,
    replies: [
      {
        author: 'maya',
        content: `I finally finished the personal budgeting app I have been building for months and deployed it. It is now the first thing on my resume under projects.`,
        hoursAfterPost: 5,
      },
      {
        author: 'omar',
        content: `Had my first informational interview ever. I was so nervous, but the person was incredibly kind and introduced me to two people on her team.`,
        hoursAfterPost: 9,
      },
      {
        author: 'free',
        content: `I made it to a second-round interview for the first time! Still waiting to hear back, but getting past the phone screen felt like a big milestone.`,
        hoursAfterPost: 20,
      },
      {
        author: 'leah',
        content: `Small one: I stuck to my weekly plan of five tailored applications for four weeks straight. My response rate went up noticeably compared to when I was mass-applying.`,
        hoursAfterPost: 33,
      },
      {
        author: 'jordan',
        content: `Got a referral from an alumnus I met through this forum's advice on networking messages. Interview is next Tuesday!`,
        hoursAfterPost: 50,
      },
      {
        author: 'nina',
        content: `I accepted an offer for a health data analyst role! Months of SQL practice and informational interviews finally paid off. Thank you all for the support along the way.`,
        hoursAfterPost: 120,
      },
    ],
    likedBy: ['maya', 'jordan', 'alex', 'sam', 'leah', 'devon', 'nina', 'omar', 'free'],
  },
  {
    author: 'maya',
    title: 'Are cover letters still worth writing?',
    content: `Every application portal seems to treat the cover letter differently. Some require it, some make it optional, and some do not even have a field for it. Writing a tailored one for every application takes me about 45 minutes, which adds up fast.

For those who hire or have recently been hired: do cover letters actually get read? Is it better to write a great one for a few roles I really want and skip them elsewhere?`,
    category: 'job-search',
    isPremiumOnly: false,
    postedHoursAgo: 820,
    replies: [
      {
        author: 'premium',
        content: `When optional, I only write them for roles I care most about, or when I need to explain something, like a career change or relocation. Those cases are where a letter can really help.`,
        hoursAfterPost: 12,
      },
      {
        author: 'devon',
        content: `I helped screen applicants for an internship last year. We read cover letters for the shortlist only, but a specific, short letter definitely helped candidates stand out. Three paragraphs is plenty.`,
        hoursAfterPost: 30,
      },
      {
        author: 'sam',
        content: `Build a set of reusable paragraphs: an opening, two or three paragraphs about different strengths, and a closing. Then you only write one truly custom paragraph per job, which cut my time to about 15 minutes.`,
        hoursAfterPost: 77,
      },
    ],
    likedBy: ['devon'],
  },
];
