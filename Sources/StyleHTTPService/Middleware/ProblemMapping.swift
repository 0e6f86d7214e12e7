import EpollHTTP

/// The innermost step of every route: a handler's problem becomes its `problem+json` answer, so the middleware
/// around it (CORS, metrics) sees failures like any other answer.
enum ProblemMapping {
    /// The handler that answers with the problem `handler` fails with.
    static func handler(_ handler: @escaping ProblemHandler) -> HTTPHandler {
        { request in
            do throws(ProblemDetails) {
                return try handler(request)
            } catch {
                return error.response
            }
        }
    }
}
