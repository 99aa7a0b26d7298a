import type { RouteObject } from "react-router";
import { loader as laborerHomeScreenLoader } from "./screens/laborer-home/LaborerHomeScreen.loader.ts";
import { sessionLoader, shouldReloadSession } from "./session/session.ts";
import { loader as verificationScreenLoader } from "./screens/verification/VerificationScreen.loader.ts";
import { loader as registrationSuccessScreenLoader } from "./screens/registration-success/RegistrationSuccessScreen.loader.ts";
import { loader as skillAssessmentScreenLoader } from "./screens/skill-assessment/SkillAssessmentScreen.loader.ts";
import { loader as skillTreeScreenLoader } from "./screens/skill-tree/SkillTreeScreen.loader.ts";
import { loader as jobsScreenLoader } from "./screens/jobs/JobsScreen.loader.ts";
import { loader as allJobsScreenLoader } from "./screens/all-jobs/AllJobsScreen.loader.ts";
import { loader as browseJobsScreenLoader } from "./screens/browse-jobs/BrowseJobsScreen.loader.ts";
import { loader as jobDetailScreenLoader } from "./screens/job-detail/JobDetailScreen.loader.ts";
import { loader as browseLaborersScreenLoader } from "./screens/browse-laborers/BrowseLaborersScreen.loader.ts";
import { loader as settingsScreenLoader } from "./screens/settings/SettingsScreen.loader.ts";
import { loader as myApplicationsScreenLoader } from "./screens/my-applications/MyApplicationsScreen.loader.ts";
import { loader as servicesScreenLoader } from "./screens/services/ServicesScreen.loader.ts";
import { loader as employerDashboardScreenLoader } from "./screens/employer-dashboard/EmployerDashboardScreen.loader.ts";
import { loader as postJobScreenLoader } from "./screens/post-job/PostJobScreen.loader.ts";
import { loader as editJobScreenLoader } from "./screens/post-job/EditJobScreen.loader.ts";
import { loader as jobApplicantsScreenLoader } from "./screens/job-applicants/JobApplicantsScreen.loader.ts";
import { loader as incomeOpportunitiesScreenLoader } from "./screens/income-opportunities/IncomeOpportunitiesScreen.loader.ts";
import { loader as analyticsScreenLoader } from "./screens/analytics/AnalyticsScreen.loader.ts";
import { loader as providerDashboardScreenLoader } from "./screens/provider-dashboard/ProviderDashboardScreen.loader.ts";
import { loader as createCourseScreenLoader } from "./screens/course-form/CreateCourseScreen.loader.ts";
import { loader as editCourseScreenLoader } from "./screens/course-form/EditCourseScreen.loader.ts";
import { loader as providerCoursesScreenLoader } from "./screens/provider-courses/ProviderCoursesScreen.loader.ts";
import { loader as courseDetailScreenLoader } from "./screens/course-detail/CourseDetailScreen.loader.ts";
import { loader as trainingScreenLoader } from "./screens/training/TrainingScreen.loader.ts";
import { loader as profileScreenLoader } from "./screens/profile/ProfileScreen.loader.ts";
import { loader as laborersDirectoryScreenLoader } from "./screens/directories/LaborersDirectoryScreen.loader.ts";
import { loader as employersDirectoryScreenLoader } from "./screens/directories/EmployersDirectoryScreen.loader.ts";
import { loader as trainingProvidersDirectoryScreenLoader } from "./screens/directories/TrainingProvidersDirectoryScreen.loader.ts";
import { loader as messagesScreenLoader } from "./screens/messages/MessagesScreen.loader.ts";
import { loader as conversationScreenLoader } from "./screens/messages/ConversationScreen.loader.ts";
import { loader as accountSettingsScreenLoader } from "./screens/account-settings/AccountSettingsScreen.loader.ts";
import { loader as notificationsScreenLoader } from "./screens/notifications/NotificationsScreen.loader.ts";
import { loader as notificationLinkScreenLoader } from "./screens/notifications/NotificationLinkScreen.loader.ts";
import { loader as workStatementScreenLoader } from "./screens/work-statement/WorkStatementScreen.loader.ts";
import { loader as statementCheckScreenLoader } from "./screens/statement-check/StatementCheckScreen.loader.ts";
import { keepDataWhenActionDone } from "./features/sign-in/public-return.ts";
import HomeRoute from "./shell/HomeRoute.tsx";
import { RootError, RootHydrateFallback } from "./shell/RootError.tsx";
import { RootLayout } from "./shell/RootLayout.tsx";
import type { Access } from "./shell/access.ts";

type ScreenModule = { default: React.ComponentType };
type RouteSpec = {
  path: string;
  screen: () => Promise<ScreenModule>;
  loader?: RouteObject["loader"];
  shouldRevalidate?: RouteObject["shouldRevalidate"];
  access?: Access;
};

/** A route whose screen downloads only when visited; its loader (if any) starts the query at the same time. */
function route({ path, screen, loader, shouldRevalidate, access = "member" }: RouteSpec): RouteObject {
  return {
    id: path,
    path,
    loader,
    shouldRevalidate,
    handle: { access },
    lazy: async () => ({ Component: (await screen()).default }),
  };
}

/** Every path of the route table. */
export const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    Component: RootLayout,
    ErrorBoundary: RootError,
    HydrateFallback: RootHydrateFallback,
    loader: sessionLoader,
    shouldRevalidate: shouldReloadSession,
    children: [
      {
        id: "home",
        index: true,
        Component: HomeRoute,
        handle: { access: "home" },
        loader: laborerHomeScreenLoader,
      },
      route({ path: "sign-in", screen: () => import("./screens/sign-in/SignInScreen.tsx"), access: "signedOut" }),
      route({ path: "user-type-selection", screen: () => import("./screens/user-type/UserTypeSelectionScreen.tsx") }),
      route({ path: "onboarding", screen: () => import("./screens/user-type/UserTypeSelectionScreen.tsx") }),
      route({
        path: "verification",
        screen: () => import("./screens/verification/VerificationScreen.tsx"),
        loader: verificationScreenLoader,
      }),
      route({
        path: "registration-success",
        screen: () => import("./screens/registration-success/RegistrationSuccessScreen.tsx"),
        loader: registrationSuccessScreenLoader,
      }),
      route({
        path: "skill-assessment",
        screen: () => import("./screens/skill-assessment/SkillAssessmentScreen.tsx"),
        loader: skillAssessmentScreenLoader,
      }),
      route({
        path: "skill-tree",
        screen: () => import("./screens/skill-tree/SkillTreeScreen.tsx"),
        loader: skillTreeScreenLoader,
      }),
      route({ path: "skill-test", screen: () => import("./screens/skill-test/SkillTestScreen.tsx") }),
      route({
        path: "jobs",
        screen: () => import("./screens/jobs/JobsScreen.tsx"),
        loader: jobsScreenLoader,
      }),
      route({
        path: "all-jobs",
        screen: () => import("./screens/all-jobs/AllJobsScreen.tsx"),
        loader: allJobsScreenLoader,
      }),
      route({ path: "test-jobs", screen: () => import("./screens/test-jobs/TestJobsScreen.tsx") }),
      route({
        path: "browse-jobs",
        screen: () => import("./screens/browse-jobs/BrowseJobsScreen.tsx"),
        loader: browseJobsScreenLoader,
      }),
      // Shared by link (WhatsApp): readable signed out; Apply goes through sign-in and back (?apply=1).
      route({
        path: "job/:id",
        screen: () => import("./screens/job-detail/JobDetailScreen.tsx"),
        loader: jobDetailScreenLoader,
        shouldRevalidate: keepDataWhenActionDone,
        access: "public",
      }),
      route({
        path: "browse-laborers",
        screen: () => import("./screens/browse-laborers/BrowseLaborersScreen.tsx"),
        loader: browseLaborersScreenLoader,
      }),
      route({
        path: "settings",
        screen: () => import("./screens/settings/SettingsScreen.tsx"),
        loader: settingsScreenLoader,
      }),
      route({
        path: "my-applications",
        screen: () => import("./screens/my-applications/MyApplicationsScreen.tsx"),
        loader: myApplicationsScreenLoader,
      }),
      route({ path: "otp-test", screen: () => import("./screens/otp-test/OtpTestScreen.tsx") }),
      route({
        path: "income-opportunities",
        screen: () => import("./screens/income-opportunities/IncomeOpportunitiesScreen.tsx"),
        loader: incomeOpportunitiesScreenLoader,
      }),
      route({
        path: "analytics",
        screen: () => import("./screens/analytics/AnalyticsScreen.tsx"),
        loader: analyticsScreenLoader,
      }),
      route({
        path: "services",
        screen: () => import("./screens/services/ServicesScreen.tsx"),
        loader: servicesScreenLoader,
      }),
      route({ path: "feedback", screen: () => import("./screens/feedback/FeedbackScreen.tsx") }),
      route({ path: "language-manager", screen: () => import("./screens/language-manager/LanguageManagerScreen.tsx") }),
      // Shared by link: readable signed out; Enroll goes through sign-in and back (?enroll=1).
      route({
        path: "course/:id",
        screen: () => import("./screens/course-detail/CourseDetailScreen.tsx"),
        loader: courseDetailScreenLoader,
        shouldRevalidate: keepDataWhenActionDone,
        access: "public",
      }),
      route({
        path: "training",
        screen: () => import("./screens/training/TrainingScreen.tsx"),
        loader: trainingScreenLoader,
      }),
      route({
        path: "profile",
        screen: () => import("./screens/profile/ProfileScreen.tsx"),
        loader: profileScreenLoader,
      }),
      route({
        path: "employer-dashboard",
        screen: () => import("./screens/employer-dashboard/EmployerDashboardScreen.tsx"),
        loader: employerDashboardScreenLoader,
      }),
      route({
        path: "post-job",
        screen: () => import("./screens/post-job/PostJobScreen.tsx"),
        loader: postJobScreenLoader,
      }),
      route({
        path: "post-job/:id/edit",
        screen: () => import("./screens/post-job/EditJobScreen.tsx"),
        loader: editJobScreenLoader,
      }),
      route({
        path: "employer/jobs/:id/applicants",
        screen: () => import("./screens/job-applicants/JobApplicantsScreen.tsx"),
        loader: jobApplicantsScreenLoader,
      }),
      route({
        path: "training-provider",
        screen: () => import("./screens/provider-dashboard/ProviderDashboardScreen.tsx"),
        loader: providerDashboardScreenLoader,
      }),
      route({
        path: "create-course",
        screen: () => import("./screens/course-form/CreateCourseScreen.tsx"),
        loader: createCourseScreenLoader,
      }),
      route({
        path: "create-course/:id/edit",
        screen: () => import("./screens/course-form/EditCourseScreen.tsx"),
        loader: editCourseScreenLoader,
      }),
      route({
        path: "courses",
        screen: () => import("./screens/provider-courses/ProviderCoursesScreen.tsx"),
        loader: providerCoursesScreenLoader,
      }),
      route({
        path: "messages",
        screen: () => import("./screens/messages/MessagesScreen.tsx"),
        loader: messagesScreenLoader,
      }),
      route({
        path: "messages/:id",
        screen: () => import("./screens/messages/ConversationScreen.tsx"),
        loader: conversationScreenLoader,
      }),
      route({
        path: "laborers",
        screen: () => import("./screens/directories/LaborersDirectoryScreen.tsx"),
        loader: laborersDirectoryScreenLoader,
      }),
      route({
        path: "employers",
        screen: () => import("./screens/directories/EmployersDirectoryScreen.tsx"),
        loader: employersDirectoryScreenLoader,
      }),
      route({
        path: "training-providers",
        screen: () => import("./screens/directories/TrainingProvidersDirectoryScreen.tsx"),
        loader: trainingProvidersDirectoryScreenLoader,
      }),
      route({
        path: "account-settings",
        screen: () => import("./screens/account-settings/AccountSettingsScreen.tsx"),
        loader: accountSettingsScreenLoader,
        // Signed-out visitors see 'Please log in to access account settings' rather than being sent to sign-in.
        access: "any",
      }),
      route({
        path: "notifications",
        screen: () => import("./screens/notifications/NotificationsScreen.tsx"),
        loader: notificationsScreenLoader,
      }),
      // The SMS's short link to one notification; signed out, sign-in comes first and returns here.
      route({
        path: "n/:id",
        screen: () => import("./screens/notifications/NotificationLinkScreen.tsx"),
        loader: notificationLinkScreenLoader,
      }),
      route({
        path: "work-statement",
        screen: () => import("./screens/work-statement/WorkStatementScreen.tsx"),
        loader: workStatementScreenLoader,
      }),
      // A work statement's code checked by anyone it is shown to (a bank, a scheme's office), signed in or not.
      route({
        path: "statements",
        screen: () => import("./screens/statement-check/StatementCheckScreen.tsx"),
        loader: statementCheckScreenLoader,
        access: "any",
      }),
      route({
        path: "statements/:code",
        screen: () => import("./screens/statement-check/StatementCheckScreen.tsx"),
        loader: statementCheckScreenLoader,
        access: "any",
      }),
      route({ path: "moderation", screen: () => import("./screens/moderation/ModerationScreen.tsx") }),
      route({ path: "business-plan", screen: () => import("./screens/business-plan/BusinessPlanScreen.tsx") }),
      route({ path: "*", screen: () => import("./screens/not-found/NotFoundScreen.tsx"), access: "any" }),
    ],
  },
];
