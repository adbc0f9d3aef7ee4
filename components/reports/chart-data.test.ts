import { describe, expect, it } from 'vitest';
import {
  amountSlices,
  commissionByStaff,
  groupBars,
  salesPerDay,
} from '@/components/reports/chart-data';

describe('report answers shaped for the charts', () => {
  it('draws the first groups the server ranked, names cut for the axis', () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      name: i === 0 ? 'ช่องทางขายที่มีชื่อยาวมากเกินกว่าแกนจะแสดงได้' : `ทีม ${i}`,
      amount: `${1200 - i * 100}.50`,
      profit: `${100 - i}.00`,
    }));
    const bars = groupBars(rows, (r) => r.name);
    expect(bars).toHaveLength(10);
    expect(bars[0]).toEqual({
      name: 'ช่องทางขายที่มีชื่อยา…',
      fullName: rows[0]!.name,
      amount: 1200.5,
      profit: 100,
    });
    expect(bars[9]!.fullName).toBe('ทีม 9');
  });

  it('puts every day of the period on the line, a day without sales at zero', () => {
    expect(
      salesPerDay(
        [
          { day: '2026-11-03', orders: 2, amount: '500.00', profit: '120.00' },
          { day: '2026-11-01', orders: 1, amount: '100.00', profit: '-5.00' },
        ],
        { start_date: '2026-11-01', end_date: '2026-11-03' },
      ),
    ).toEqual([
      { date: '2026-11-01', amount: 100, profit: -5, orders: 1 },
      { date: '2026-11-02', amount: 0, profit: 0, orders: 0 },
      { date: '2026-11-03', amount: 500, profit: 120, orders: 2 },
    ]);
  });

  it('sums the smallest shares into "others"', () => {
    const rows = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((name, i) => ({
      name,
      amount: `${(8 - i) * 10}.00`,
    }));
    const slices = amountSlices(rows, (r) => r.name, 'อื่น ๆ');
    expect(slices).toHaveLength(6);
    expect(slices[5]).toEqual({ name: 'อื่น ๆ', value: 30 + 20 + 10 });
  });

  it("sums a staff member's commission over their sale channels, in satang", () => {
    const rows = [
      { user_id: 1, user_name: 'นิด', amount: '1000.10', commission: '0.10' },
      { user_id: 2, user_name: 'หน่อย', amount: '500.00', commission: '25.00' },
      { user_id: 1, user_name: 'นิด', amount: '2000.20', commission: '0.20' },
    ];
    expect(commissionByStaff(rows, (r) => r.user_name)).toEqual([
      { name: 'หน่อย', fullName: 'หน่อย', amount: 500, commission: 25 },
      { name: 'นิด', fullName: 'นิด', amount: 3000.3, commission: 0.3 },
    ]);
  });
});
