import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/AuctionItems/GetDefaultLists: the values of each dropdown; the web names them. */
export interface DefaultLists {
  BodyType: number[];
  DriveType: number[];
  FuelType: number[];
  TransmissionType: number[];
  VehicleType: number[];
  HybridType: number[];
  Color: number[];
  Windscreen: number[];
  ModelYear: number[];
  MinimumRaise: number[];
  Toggle: number[];
  HoursOpenAfterFirstBid: number[];
}

export type DefaultListName = keyof DefaultLists;

/** The lists change only with a deployment. */
export function useDefaultLists() {
  return useQuery({
    queryKey: ['auctionItems', 'defaultLists'],
    queryFn: ({ signal }) => apiGet<DefaultLists>('/api/AuctionItems/GetDefaultLists', { signal }),
    staleTime: Infinity,
  });
}
