/** Limits of the Realtime server (ServerConfig.realtime; docs/realtime.md). */
export interface RealtimeLimits {
  /** Channels one connection may join (hosted: max_channels_per_client, 100). */
  maxChannelsPerConnection: number;
  /** Connections with at least one channel of the same user (the token's sub). */
  maxConnectionsPerUser: number;
  /** Open connections from one client address. */
  maxConnectionsPerAddress: number;
  /** Largest frame a client may send, in bytes (larger: the connection is closed, 1009). */
  maxMessageBytes: number;
  /** Bytes queued to a client that does not read before it is dropped (a slow consumer). */
  maxBufferedBytes: number;
  /** Frames a client may send per second (more: the connection is closed, 1008). */
  maxEventsPerSecond: number;
  /** A change record larger than this goes out trimmed with 'Error 413: Payload Too Large'. */
  maxRecordBytes: number;
  /** A connection that sends nothing (not even a heartbeat) for this long is closed. */
  idleTimeoutMs: number;
}

export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  maxChannelsPerConnection: 100,
  maxConnectionsPerUser: 20,
  maxConnectionsPerAddress: 1000,
  maxMessageBytes: 256 * 1024,
  maxBufferedBytes: 4 * 1024 * 1024,
  maxEventsPerSecond: 100,
  maxRecordBytes: 1024 * 1024,
  idleTimeoutMs: 60_000,
};
