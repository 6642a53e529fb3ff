/** An error whose message is meant for the user; mapped once to `{ state: false, message }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadInput extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}

export class Unauthorized extends AppError {
  constructor(message = UNAUTHORIZED_MESSAGE) {
    super(401, message);
  }
}

export class Forbidden extends AppError {
  constructor(message = '没有权限执行此操作') {
    super(403, message);
  }
}

export class NotFound extends AppError {
  constructor(message = '数据不存在') {
    super(404, message);
  }
}

export class TooManyRequests extends AppError {
  constructor(message = '请求过于频繁，请稍后再试') {
    super(429, message);
  }
}

export const UNAUTHORIZED_MESSAGE = '未登录或登录已过期';
export const INTERNAL_MESSAGE = '服务器内部错误';
export const NOT_FOUND_ROUTE_MESSAGE = '接口不存在';
