import Configuration
import HTTPServer
import StyleRegistry

/// The JSON API joining the configuration model, the style registry and the HTTP server.
///
/// The service arrives with the resolver service issue; this namespace keeps the target building.
public enum ResolverServiceModule {}
