export interface FieldError {
  field: string;
  message: string;
}

export interface ApiErrorBody {
  status: number;
  code: string;
  message: string;
  description: string;
  errors: FieldError[];
}

/** A failure the shopper should read: thrown by services, shaped by the errors plugin. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly description = "",
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }

  /** Headers the answer carries besides the body (e.g. Retry-After of a throttle). */
  responseHeaders(): Record<string, string> {
    return {};
  }

  toBody(): ApiErrorBody {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      description: this.description || this.code,
      errors: this.errors,
    };
  }

  static notFound(what: string) {
    return new ApiError(404, "NOT_FOUND", "요청하신 정보를 찾을 수 없습니다.", `${what} not found`);
  }
}
