// The communities service publishes and consumes no events yet: membership and community
// changes arrive with their own issue and will declare their contracts in proto/.
export {};
