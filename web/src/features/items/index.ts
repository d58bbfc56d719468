// The items feature's public face: what other features may use of it (nothing today).
export {};
