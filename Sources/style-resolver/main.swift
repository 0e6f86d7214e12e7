import ResolverService

// The service's command line arrives with the resolver service issue.
print("style-resolver: the HTTP service is not available yet; see README.md")
