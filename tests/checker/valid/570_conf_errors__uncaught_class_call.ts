// exit: 1
// Calling a class as a function is an uncaught TypeError.
class Service {}
(Service as any)();
