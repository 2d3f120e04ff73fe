// The groups service publishes and consumes no events yet: scheduling and live sessions arrive
// with their own issue and will declare their contracts in proto/.
export {};
