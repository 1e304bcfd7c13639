import { SEED_PORTS, seedTrips } from '../../src/adapters/in-memory/ferry.seed';
import { InMemorySearchGateway } from '../../src/adapters/in-memory/search.in-memory-gateway';
import { journeyGatewayContract, type JourneySubject } from './journey-gateway.contract';
import { athensToday } from './support';

const tomorrow = () => {
  const d = new Date(`${athensToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

const memory: JourneySubject = {
  journeys: new InMemorySearchGateway({ ports: SEED_PORTS, trips: seedTrips(athensToday()) }),
  // Two direct boats a day, and a change at Milos.
  connection: async () => ({ departurePort: 'PIR', destinationPort: 'JTR', departureDate: tomorrow() }),
};

journeyGatewayContract('in memory', () => memory);
