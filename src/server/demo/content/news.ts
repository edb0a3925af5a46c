import type { DemoArticle } from './types.ts';

// Original demo articles. Authors are fictional; content is plain text with paragraphs separated
// by blank lines.
export const demoArticles: DemoArticle[] = [
  {
    title: 'Your First 90 Days in a New Job: A Practical Plan',
    excerpt:
      'The first three months set the tone for your whole time at a company. Here is a simple, week-by-week plan for learning fast, building trust, and getting an early win.',
    content: `Starting your first full-time job is exciting, and it can also feel like drinking from a fire hose. New tools, new acronyms, new people, and a quiet worry that everyone expects you to know more than you do. The good news is that nobody expects a new hire to be fully productive on day one. What your manager is really watching in the first three months is how you learn, how you communicate, and whether you can be trusted with more.

Days 1 to 30: learn. Your main job in the first month is to understand how work actually gets done. Keep a running document with names, acronyms, tools, and open questions. Ask your manager three things early: what does success look like for me at 90 days, how do you prefer to receive updates, and who should I get to know first. Then set up short introductory chats with those people. Ask each of them what they work on, what makes their job harder, and what they wish new people understood.

Days 31 to 60: contribute. By now you should be taking on small, well-defined tasks. Pick things you can finish completely rather than many things you can only start. Write down what you did and what you learned after each one. When you get stuck, try for a reasonable amount of time first, then ask with context: here is what I am trying to do, here is what I tried, here is where I am stuck. Managers love that format because it saves them time.

Days 61 to 90: own something. Look for one small problem nobody has time to fix, such as an outdated onboarding guide, a messy shared folder, or a repetitive report that could be a template. Fixing it shows initiative without stepping on anyone's toes, and it gives you a concrete story for your first performance conversation.

Throughout all three months, send your manager a short weekly note: what you finished, what you are working on next, and anything you need. It takes ten minutes and it removes guesswork on both sides. At the 90-day mark, ask for a check-in and bring your notes. Ask directly what you should do more of and less of. That conversation is often the beginning of your first promotion case.`,
    category: 'career-advice',
    author: 'Priya Castellano',
    image: 'career-advice.svg',
    isPremiumOnly: false,
    publishedHoursAgo: 5,
  },
  {
    title: 'Skills-Based Hiring: What It Means for New Graduates',
    excerpt:
      'More employers are looking past degree requirements and focusing on what candidates can actually do. Here is how to take advantage of the shift.',
    content: `For years, many job postings listed a specific degree as a hard requirement, even for roles where the day-to-day work had little to do with it. A growing number of employers are rethinking that approach. Instead of screening only on credentials, they are trying to measure skills directly through work samples, short assessments, and structured interviews.

For students and recent graduates, this trend cuts both ways. If you studied something unrelated to the jobs you want, you now have a better chance of being considered. At the same time, a degree alone is less likely to carry you through the process. Employers want evidence that you can do the work.

Start by reading job postings closely and listing the skills that appear again and again. For a data analyst role, that might be SQL, spreadsheet modeling, and presenting findings. For a marketing coordinator, it could be writing, basic design tools, and campaign reporting. Group the skills into those you can already show, those you partly have, and those you still need to learn.

Next, create proof. A skills-based process rewards candidates who can point to something concrete. Build a small project for each core skill: an analysis of a public data set, a mock campaign plan for a local business, a redesign of a confusing form. Keep each project short enough to finish in a weekend and clear enough that a stranger can understand it in two minutes.

Rewrite your resume around outcomes and skills rather than only job titles. Under each experience, lead with what you did and what changed because of it. If your coursework included real projects, list them in their own section with a one-line result.

Finally, expect assessments. Many employers now include a take-home task or a live exercise. Treat these as a chance to show how you think. Explain your assumptions, note what you would do with more time, and keep your work tidy. A clear, well-reasoned answer often beats a flashy but confusing one.

The shift toward skills does not remove the value of education. It simply asks you to translate what you learned into evidence that hiring teams can see.`,
    category: 'industry-trends',
    author: 'Marcus Oyelaran',
    image: 'industry-trends.svg',
    isPremiumOnly: false,
    publishedHoursAgo: 30,
  },
  {
    title: 'How to Build a Weekly Job Search Routine That Actually Works',
    excerpt:
      'Sending dozens of applications into the void is exhausting. A steady weekly routine with clear goals gets better results and protects your energy.',
    content: `A job search without structure tends to swing between frantic bursts of applications and long stretches of avoidance. Both feel bad and neither works very well. A simple weekly routine turns the search into something you can manage, measure, and improve.

Set weekly targets based on actions, not outcomes. You cannot control whether a company calls you back, but you can control how many thoughtful applications you send and how many people you contact. A realistic starting point for many students is five tailored applications, three networking messages, and one skill-building session per week. Adjust the numbers to fit your schedule.

Give each day a theme. Monday could be for finding and shortlisting roles. Tuesday and Wednesday are for tailoring your resume and writing applications. Thursday is for outreach: messages to alumni, follow-ups with recruiters, and thank-you notes. Friday is for practice and learning, such as a mock interview or a short course module. Themes reduce decision fatigue because you always know what to do next.

Track everything in one place. A spreadsheet or an application tracker should record the company, the role, the date you applied, the contact person, and the next step. Review it every Friday. Which applications led to responses? Which sources produced the best roles? Use what you learn to adjust the next week.

Tailor, but do not start from scratch. Keep a master resume with every bullet you might use, then copy and trim it for each application. Mirror the language of the posting where it honestly matches your experience. Keep a few short cover letter paragraphs you can adapt quickly.

Protect your energy. Rejection is a normal part of the process, and silence from employers is common. Schedule breaks, keep doing at least one thing you enjoy each week, and talk with friends or a mentor about how it is going. A sustainable pace will carry you further than a heroic week followed by burnout.

After four weeks, look at your numbers. If you are getting interviews but no offers, focus on interview practice. If you are not getting interviews, revisit your resume and the kinds of roles you target. The routine gives you the data to make that call.`,
    category: 'job-search',
    author: 'Danielle Whitfield',
    image: 'job-search.svg',
    isPremiumOnly: false,
    publishedHoursAgo: 52,
  },
  {
    title: 'The STAR Method, Explained With Student Examples',
    excerpt:
      'Behavioral questions trip up many first-time candidates. The STAR method gives your answers a clear shape, and you already have more stories than you think.',
    content: `Questions that begin with "Tell me about a time when..." are called behavioral questions. Interviewers use them because past behavior is one of the better predictors of future behavior. The challenge for students is that it can feel like you do not have enough professional experience to answer them. You do. Class projects, part-time jobs, clubs, volunteering, and sports are all fair game.

STAR stands for Situation, Task, Action, and Result. Situation sets the scene in one or two sentences. Task explains what you were responsible for. Action describes what you personally did, which should be the longest part. Result shares what happened, ideally with a number or a concrete change.

Here is an example for "Tell me about a time you handled a conflict." Situation: in a marketing class, my four-person group had a week left before our final presentation and two members disagreed about the campaign direction. Task: I was the one keeping our timeline, so I needed to get us unstuck. Action: I asked each person to spend ten minutes writing down why their idea fit the client brief, then we scored both ideas against the brief together. We combined the strongest parts of each. Result: we finished two days early and our professor singled out the campaign as the most focused in the class.

Notice that the answer uses "I" for the actions. Interviewers want to know what you did, not only what the group did. It also ends with a result that is specific.

To prepare, write down eight to ten stories from your experience. Aim for variety: a conflict, a failure, a time you led, a time you learned something quickly, a time you went beyond what was asked, and a time you dealt with a tight deadline. Many stories can answer several different questions.

Practice out loud, and time yourself. A good STAR answer usually takes between one and two minutes. If you run long, trim the situation, not the action. Finally, be ready for follow-up questions such as "What would you do differently?" A thoughtful answer to that shows self-awareness, which interviewers value highly in early-career candidates.`,
    category: 'interview-tips',
    author: 'Jonah Petrakis',
    image: 'interview-tips.svg',
    isPremiumOnly: false,
    publishedHoursAgo: 9,
  },
  {
    title: 'Negotiating Your First Offer Without Sounding Ungrateful',
    excerpt:
      'Many new graduates accept the first number they hear. A respectful, well-prepared negotiation is normal, expected, and rarely puts an offer at risk.',
    content: `Getting your first job offer is a huge relief, and it is tempting to say yes immediately. Before you do, know that most employers expect some negotiation, even for entry-level roles. A polite, prepared conversation rarely causes an offer to be withdrawn, and it can raise your starting salary, which affects every raise that follows.

Start with research. Look at salary ranges in job postings for similar roles in the same city, ask your career center for data on recent graduates from your program, and talk to people one or two years ahead of you. Aim for a realistic range rather than a single number. Remember that location, company size, and industry all shift what is typical.

Express enthusiasm first. Open the conversation by thanking the recruiter and saying clearly that you are excited about the role. This frames everything that follows as working toward a yes, not pushing back.

Then make a specific, reasoned ask. For example: "Based on my research for similar roles in this area and my internship experience with the tools your team uses, I was hoping for something closer to X. Is there flexibility on the base salary?" Use a number near the top of your researched range. Then stop talking and let them respond.

If the base salary cannot move, ask about other parts of the package. A signing bonus, an earlier performance review, extra vacation days, a relocation stipend, a professional development budget, or a later start date are sometimes easier for employers to approve.

Get the final offer in writing before you resign from anything or turn down other options. Review it carefully, including benefits and any conditions.

A few things to avoid: do not invent competing offers, do not issue ultimatums, and do not negotiate by text message if you can have a call. If you do have a real competing offer, you can mention it honestly and without pressure.

Finally, decide in advance what you will do if the answer is no. If the offer is still good for your goals, accept it graciously. You asked professionally, and that leaves a positive impression on your future employer.`,
    category: 'salary-negotiation',
    author: 'Renata Solberg',
    image: 'salary-negotiation.svg',
    isPremiumOnly: true,
    publishedHoursAgo: 96,
  },
  {
    title: 'Standing Out as a New Hire When Your Team Is Remote',
    excerpt:
      'Without hallway chats and shared lunches, new remote employees can feel invisible. These habits help you build relationships and show your work from home.',
    content: `Joining a remote team as a new graduate has real advantages: no commute, flexible hours, and often a wider choice of employers. It also has a hidden challenge. In an office, people notice you simply by seeing you around. Remotely, if you do not make your work and yourself visible, it is easy to fade into the background.

Overcommunicate early. In your first weeks, share short updates in your team channel when you finish something, even small things. A message like "Finished the first draft of the onboarding checklist, link here, feedback welcome" takes thirty seconds and tells everyone you are making progress.

Turn your camera on for meetings where it is the norm, and speak up at least once in each meeting, even if it is a clarifying question. Questions show engagement and help you learn faster.

Schedule small conversations. Ask your manager who you should meet, then book fifteen-minute video chats with each person. Keep them relaxed: what they work on, how they got into the field, and what they enjoy about the team. Follow up later when something you learned becomes useful. Many teams also have informal channels for hobbies or pets. Join them. Casual connection is how remote teams build trust.

Write things down well. Remote teams run on written communication. Use clear subject lines, put the question or decision at the top of messages, and summarize long threads. People will remember you as someone who makes their work easier.

Set up a workspace and routine that help you focus. A consistent start time, a dedicated spot, and a clear end to the day matter more than expensive gear. Take real breaks away from the screen.

Ask for feedback explicitly. Without casual hallway moments, you may not hear how you are doing until a formal review. Ask your manager every few weeks: what is one thing I could do better? Then act on it and mention that you did.

Remote work rewards people who are proactive, reliable, and clear. Those are habits anyone can build, whatever their level of experience.`,
    category: 'remote-work',
    author: 'Theo Lindqvist',
    image: 'remote-work.svg',
    isPremiumOnly: false,
    publishedHoursAgo: 140,
  },
  {
    title: 'Freelancing While in School: Turning a Side Project Into Income',
    excerpt:
      'Freelance work can pay the bills, build your portfolio, and teach business skills early. Here is how to find your first clients and avoid common mistakes.',
    content: `Freelancing is one of the most practical ways for students to earn money while building real-world experience. Designing logos, building simple websites, editing videos, tutoring, writing, and managing social media are all services small businesses regularly pay for. The skills you learn along the way, such as scoping work, pricing, and communicating with clients, are valuable in any future career.

Pick one clear service. "I do design" is hard to buy. "I design menus and social graphics for local cafes" is easy to understand and easy to refer. You can expand later, but starting narrow helps people remember you.

Build a small portfolio first. Three good examples are enough. If you have no clients yet, create sample projects: redesign a flyer for a campus event, build a landing page for a friend's band, or write three blog posts for an imaginary business. Be honest that they are concept pieces.

Find your first clients close to home. Professors, campus organizations, family friends, and local shops are often happy to work with a student. Send a short, friendly message explaining what you offer, show one relevant example, and suggest a small first project.

Price simply and clearly. Many beginners charge too little and then resent the work. Estimate how many hours a project will take, multiply by a reasonable hourly rate for your skill level, and quote a fixed project price. Include a set number of revisions and write it down.

Always use a simple agreement. Even a one-page document listing what you will deliver, by when, for how much, and how many revisions are included will prevent most misunderstandings. Ask for part of the payment up front for larger projects.

Protect your studies. Set a maximum number of hours per week and do not take rush jobs during exam periods. Keep basic records of what you earn and set aside a portion for taxes, since freelance income is usually not taxed automatically.

Finally, ask every happy client for a short testimonial and a referral. A few satisfied customers can keep a student freelancer busy for years, and the experience makes a strong story in future job interviews.`,
    category: 'entrepreneurship',
    author: 'Amara Delacroix',
    image: 'entrepreneurship.svg',
    isPremiumOnly: false,
    publishedHoursAgo: 210,
  },
  {
    title: 'Five Skills That Make Any Entry-Level Resume Stronger',
    excerpt:
      'Some skills help in almost every role, from nursing to software. Learning and showing these five can make a modest resume stand out.',
    content: `Employers hiring for entry-level roles know candidates will need training. What they look for is a foundation that makes that training go quickly. The following five skills show up in job postings across industries, and each can be learned and demonstrated while you are still in school.

Clear writing comes first. Almost every job involves emails, reports, or documentation. Practice writing short messages that put the main point first. Show this skill through a writing sample, a blog, or well-written project summaries in your portfolio.

Second, spreadsheet fluency. Sorting, filtering, simple formulas, lookups, and pivot tables are useful in finance, marketing, operations, healthcare administration, and more. A free online course and a small personal project, such as a budget tracker or an analysis of your club's event attendance, is enough to get started.

Third, presenting ideas. Being able to explain something clearly to a group is valuable at every level. Volunteer to present in group projects, join a public speaking club, or record yourself explaining a topic in three minutes. Mention presentations you have given on your resume, with the audience size if it was notable.

Fourth, project organization. Employers want people who can manage their own tasks and deadlines. Use a simple task tool for your coursework and side projects. On your resume, describe projects you coordinated: how many people, what timeline, what result.

Fifth, learning new tools quickly. Every workplace uses software you have never seen. Show that you adapt well by listing tools you taught yourself and how you used them. In interviews, tell a short story about picking up something new under time pressure.

How to show these skills: avoid a long list of adjectives like "detail-oriented" and "hard-working." Instead, weave evidence into your experience bullets. For example: "Built a spreadsheet to track volunteer hours for 45 members, cutting monthly reporting time from three hours to thirty minutes." That single line demonstrates spreadsheet skills, organization, and initiative.

Pick one skill to improve this month, create one piece of evidence, and add it to your resume. Small, steady improvements add up faster than you might expect.`,
    category: 'skills-development',
    author: 'Hollis Nakamura',
    image: 'skills-development.svg',
    isPremiumOnly: false,
    publishedHoursAgo: 260,
  },
  {
    title: 'Smart Questions to Ask at the End of an Interview',
    excerpt:
      'When the interviewer asks whether you have any questions, the answer should always be yes. These questions show curiosity and help you decide if the role fits.',
    content: `Near the end of almost every interview, you will hear some version of "Do you have any questions for us?" Saying no can signal a lack of interest. Asking thoughtful questions does the opposite: it shows you are serious, and it helps you gather information you genuinely need to decide whether the job is right for you.

Prepare five or six questions and expect to ask two or three. Some may be answered during the conversation, so having extras matters.

Questions about the role: What does a typical week look like for someone in this position? What would you want the person in this role to accomplish in the first six months? What are the most common challenges new people face here?

Questions about the team: How is the team structured, and who would I work with most closely? How does the team give feedback? How do new team members usually get up to speed?

Questions about growth: What have people who were successful in this role gone on to do? Are there opportunities for training or mentorship? How are performance reviews handled?

Questions for the interviewer personally: What do you enjoy most about working here? What has surprised you since you joined? People usually enjoy these questions, and the answers can be revealing.

A few questions to hold back in a first interview: salary and benefits details are better discussed with the recruiter or once an offer is near, unless the interviewer raises them. Avoid questions whose answers are on the front page of the company website, since they suggest you did not prepare.

Listen closely to the answers and respond naturally. If the interviewer mentions that the team is adopting a new tool, you might share that you have used something similar. The goal is a real conversation, not a checklist.

Finish with a simple closing question: Is there anything about my background you would like me to clarify? It gives you a final chance to address concerns before you leave the room, and it shows confidence.`,
    category: 'interview-tips',
    author: 'Jonah Petrakis',
    image: null,
    isPremiumOnly: false,
    publishedHoursAgo: 330,
  },
  {
    title: 'Understanding Total Compensation: Looking Beyond the Base Salary',
    excerpt:
      'Two offers with the same salary can be worth very different amounts. Learn how to compare benefits, bonuses, and perks before you decide.',
    content: `When comparing job offers, it is natural to focus on the salary number. But base pay is only one part of what an employer provides. Total compensation includes everything of value you receive, and the differences between offers can be large.

Health insurance. Look at the monthly premium you would pay, the deductible, and the out-of-pocket maximum. A plan with a low premium but a high deductible may cost far more if you need regular care. Ask for the benefits summary and estimate your yearly costs under a normal year and a bad year.

Retirement contributions. Many employers match a portion of what you contribute to a retirement account. A match is essentially extra salary, but only if you contribute enough to receive it. Check the vesting schedule, which determines how long you must stay before the employer's contributions are fully yours.

Bonuses and commission. Ask whether bonuses are guaranteed or based on performance, and what a typical payout has been for someone at your level. For sales roles, ask what percentage of the team reached their targets last year.

Paid time off. Count vacation days, sick days, and holidays. Some companies offer flexible time off, which can be generous or can mean people rarely take time off. Ask how much time people on the team actually take.

Learning and growth. Tuition assistance, certification reimbursement, conference budgets, and structured training programs can be worth thousands of dollars and accelerate your career.

Work arrangement. A remote or hybrid schedule can save significant money on commuting, meals, and clothing. A long commute, by contrast, has a real cost in time and money.

Equity. Startups and some larger companies offer stock or stock options. Treat early-stage equity as a possible bonus rather than guaranteed money, and ask about vesting and what happens if you leave.

To compare offers, build a simple spreadsheet that estimates the yearly value of each component. You may find that an offer with a slightly lower salary comes out ahead. Just as important, think about which package supports your goals over the next two or three years, not only the next paycheck.`,
    category: 'salary-negotiation',
    author: 'Renata Solberg',
    image: 'salary-negotiation.svg',
    isPremiumOnly: true,
    publishedHoursAgo: 410,
  },
  {
    title: 'Changing Direction Early: How to Tell Your Career Pivot Story',
    excerpt:
      'Switched majors or want to move into a new field? A clear, confident story turns a change of direction into a strength in applications and interviews.',
    content: `Many students and early-career professionals change direction. You might have started in biology and discovered a love of data, or spent a year in retail and realized you want to work in human resources. Hiring managers see this often. What matters is how you explain it.

Employers listening to a pivot story want to know three things: why you are changing, what you bring from your past, and how committed you are to the new path. A strong story answers all three in about a minute.

Start with the spark, not the escape. Instead of "I did not like chemistry," try "During a lab course, I spent more time building spreadsheets to analyze our results than running experiments, and I realized analysis was the part I loved." Moving toward something sounds far stronger than running away from something.

Connect the dots. Identify skills that transfer. A former server has handled difficult customers under pressure. A biology student understands experimental design and careful documentation. A teacher knows how to explain complex ideas. Name these skills and give a quick example of each.

Show proof of commitment. This is the most important part. Courses, certificates, personal projects, volunteer roles, informational interviews, and a portfolio all show you have already invested in the new field. Even two or three concrete steps make your story credible.

Practice a short version. Here is a template you can adapt: "I started in nursing school, where I developed strong communication and documentation habits. Through a hospital volunteer role, I discovered how much I enjoy improving processes. Since then, I have completed an operations course and mapped the patient intake process for a local clinic. I am excited about this role because it combines both, and I think my clinical background gives me a perspective most operations candidates do not have."

Update your materials to match. Your resume summary, professional profile headline, and cover letters should all point in the new direction. Put relevant projects near the top, and shorten older, less related experience.

Finally, be confident. A thoughtful change shows self-awareness and the courage to pursue what fits. Told well, your pivot story can become the most memorable part of your application.`,
    category: 'career-advice',
    author: 'Priya Castellano',
    image: 'career-advice.svg',
    isPremiumOnly: true,
    publishedHoursAgo: 500,
  },
  {
    title: 'Building a Portfolio When You Have No Work Experience',
    excerpt:
      'A portfolio can prove your skills before anyone has hired you. Here is how to choose projects, present them well, and share them with employers.',
    content: `The classic early-career frustration goes like this: you need experience to get a job, but you need a job to get experience. A portfolio is one of the best ways out of that loop. It lets you show what you can do rather than just describing it.

Portfolios are not only for designers and developers. Marketing students can show campaign plans and writing samples. Finance students can share a valuation model. Aspiring project coordinators can document an event they organized. Future teachers can include lesson plans and student feedback.

Choose projects with a purpose. Look at postings for the role you want and list the top three or four tasks mentioned. Then design a project for each task. If data analyst roles mention dashboards, build one using a public data set. If communications roles mention newsletters, write and design a sample issue.

Quality beats quantity. Three well-documented projects are more convincing than ten unfinished ones. For each project, write a short case study: the problem, your approach, the tools you used, the result, and what you would improve. Hiring managers care about your reasoning as much as the final product.

Use real or realistic constraints. Projects that solve an actual problem are more compelling than abstract exercises. Offer to help a student club, a local nonprofit, or a small business. Even a small real project gives you a genuine result and possibly a reference.

Make it easy to view. A simple personal website, a well-organized online folder, or a public code repository all work. Put your best project first, keep page load times short, and make sure everything works on a phone. Include your contact details on every page.

Reference it everywhere. Add the portfolio link to your resume header, your email signature, and your professional profiles. In cover letters, mention one project that relates directly to the role. In interviews, bring up projects as examples when answering questions.

Keep it current. Review your portfolio every few months, replace weaker pieces with stronger ones, and update case studies as you learn. Your portfolio should grow with you, and it will keep paying off long after you land your first role.`,
    category: 'skills-development',
    author: 'Hollis Nakamura',
    image: null,
    isPremiumOnly: true,
    publishedHoursAgo: 690,
  },
];
