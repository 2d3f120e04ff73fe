// The notification service consumes no events yet: session-start emails arrive with their own
// issue, consuming the groups service's contracts from proto/.
export {};
