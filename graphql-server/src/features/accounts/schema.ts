// The accounts feature's GraphQL API: the User type and the viewer, the profile, the account type, sessions, recent activity and deletion.
import "./user.ts";
import "./account-type.ts";
import "./availability.ts";
import "./account.ts";
import "./active-sessions.ts";
import "./activity.ts";
