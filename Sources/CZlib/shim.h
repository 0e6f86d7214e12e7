// The system zlib (Debian's zlib1g-dev at build time, zlib1g's libz.so.1 at run time): gzip for the service's answers.
#include <zlib.h>
