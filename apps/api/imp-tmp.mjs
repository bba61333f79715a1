const before = process.memoryUsage();
globalThis.gc();
const b = process.memoryUsage();
await import(process.argv[2]);
globalThis.gc();
const a = process.memoryUsage();
console.log(process.argv[2], 'rss +', ((a.rss - b.rss) / 1048576).toFixed(1), 'heapUsed +', ((a.heapUsed - b.heapUsed) / 1048576).toFixed(1));
