; ModuleID = 'coop_groups.cu'
source_filename = "coop_groups.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @tile32(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, ptr noundef writeonly captures(none) %4, ptr noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  %7 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #6, !srcloc !11
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %15 = mul nuw nsw i32 %13, %14
  %16 = add nuw nsw i32 %15, %12
  %17 = mul nuw nsw i32 %16, %9
  %18 = add nuw nsw i32 %17, %11
  %19 = add i32 %18, %10
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %22, i32 -1)
  %24 = getelementptr inbounds i32, ptr %1, i64 %20
  store i32 %23, ptr %24, align 4, !tbaa !6
  %25 = tail call noundef i32 @llvm.nvvm.redux.sync.max(i32 %22, i32 -1)
  %26 = getelementptr inbounds i32, ptr %2, i64 %20
  store i32 %25, ptr %26, align 4, !tbaa !6
  %27 = and i32 %18, 31
  %28 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %22, i32 1, i32 0)
  %29 = icmp eq i32 %27, 0
  %30 = select i1 %29, i32 0, i32 %28
  %31 = add nsw i32 %30, %22
  %32 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %31, i32 2, i32 0)
  %33 = icmp samesign ult i32 %27, 2
  %34 = select i1 %33, i32 0, i32 %32
  %35 = add nsw i32 %34, %31
  %36 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %35, i32 4, i32 0)
  %37 = icmp samesign ult i32 %27, 4
  %38 = select i1 %37, i32 0, i32 %36
  %39 = add nsw i32 %38, %35
  %40 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %39, i32 8, i32 0)
  %41 = icmp samesign ult i32 %27, 8
  %42 = select i1 %41, i32 0, i32 %40
  %43 = add nsw i32 %42, %39
  %44 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %43, i32 16, i32 0)
  %45 = icmp samesign ult i32 %27, 16
  %46 = select i1 %45, i32 0, i32 %44
  %47 = add nsw i32 %46, %43
  %48 = getelementptr inbounds i32, ptr %3, i64 %20
  store i32 %47, ptr %48, align 4, !tbaa !6
  %49 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %22, i32 1, i32 0)
  %50 = select i1 %29, i32 0, i32 %49
  %51 = add nsw i32 %50, %22
  %52 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %51, i32 2, i32 0)
  %53 = select i1 %33, i32 0, i32 %52
  %54 = add nsw i32 %53, %51
  %55 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %54, i32 4, i32 0)
  %56 = select i1 %37, i32 0, i32 %55
  %57 = add nsw i32 %56, %54
  %58 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %57, i32 8, i32 0)
  %59 = select i1 %41, i32 0, i32 %58
  %60 = add nsw i32 %59, %57
  %61 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %60, i32 16, i32 0)
  %62 = select i1 %45, i32 0, i32 %61
  %63 = sub i32 %60, %22
  %64 = add i32 %63, %62
  %65 = getelementptr inbounds i32, ptr %4, i64 %20
  store i32 %64, ptr %65, align 4, !tbaa !6
  %66 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %22, i32 1, i32 31)
  %67 = icmp eq i32 %27, 31
  %68 = select i1 %67, i32 %22, i32 %66
  %69 = getelementptr inbounds i32, ptr %5, i64 %20
  store i32 %68, ptr %69, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @tile16(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, ptr noundef writeonly captures(none) %4, ptr noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  %7 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #6, !srcloc !11
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %15 = mul nuw nsw i32 %13, %14
  %16 = add nuw nsw i32 %15, %12
  %17 = mul nuw nsw i32 %16, %9
  %18 = add nuw nsw i32 %17, %11
  %19 = add i32 %18, %10
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !12
  %24 = and i32 %23, -16
  %25 = shl i32 65535, %24
  %26 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %22, i32 %25)
  %27 = getelementptr inbounds i32, ptr %1, i64 %20
  store i32 %26, ptr %27, align 4, !tbaa !6
  %28 = tail call noundef i32 @llvm.nvvm.redux.sync.max(i32 %22, i32 %25)
  %29 = getelementptr inbounds i32, ptr %2, i64 %20
  store i32 %28, ptr %29, align 4, !tbaa !6
  %30 = and i32 %18, 15
  %31 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %25, i32 %22, i32 1, i32 4096)
  %32 = icmp eq i32 %30, 0
  %33 = select i1 %32, i32 0, i32 %31
  %34 = add nsw i32 %33, %22
  %35 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %25, i32 %34, i32 2, i32 4096)
  %36 = icmp samesign ult i32 %30, 2
  %37 = select i1 %36, i32 0, i32 %35
  %38 = add nsw i32 %37, %34
  %39 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %25, i32 %38, i32 4, i32 4096)
  %40 = icmp samesign ult i32 %30, 4
  %41 = select i1 %40, i32 0, i32 %39
  %42 = add nsw i32 %41, %38
  %43 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %25, i32 %42, i32 8, i32 4096)
  %44 = icmp samesign ult i32 %30, 8
  %45 = select i1 %44, i32 0, i32 %43
  %46 = add nsw i32 %45, %42
  %47 = getelementptr inbounds i32, ptr %3, i64 %20
  store i32 %46, ptr %47, align 4, !tbaa !6
  %48 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %25, i32 %22, i32 1, i32 4096)
  %49 = select i1 %32, i32 0, i32 %48
  %50 = add nsw i32 %49, %22
  %51 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %25, i32 %50, i32 2, i32 4096)
  %52 = select i1 %36, i32 0, i32 %51
  %53 = add nsw i32 %52, %50
  %54 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %25, i32 %53, i32 4, i32 4096)
  %55 = select i1 %40, i32 0, i32 %54
  %56 = add nsw i32 %55, %53
  %57 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %25, i32 %56, i32 8, i32 4096)
  %58 = select i1 %44, i32 0, i32 %57
  %59 = sub i32 %56, %22
  %60 = add i32 %59, %58
  %61 = getelementptr inbounds i32, ptr %4, i64 %20
  store i32 %60, ptr %61, align 4, !tbaa !6
  %62 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %25, i32 %22, i32 1, i32 4127)
  %63 = icmp eq i32 %30, 15
  %64 = select i1 %63, i32 %22, i32 %62
  %65 = getelementptr inbounds i32, ptr %5, i64 %20
  store i32 %64, ptr %65, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @tile8(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, ptr noundef writeonly captures(none) %4, ptr noundef writeonly captures(none) %5) local_unnamed_addr #0 {
  %7 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #6, !srcloc !11
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %9 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %10 = mul i32 %8, %9
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %14 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %15 = mul nuw nsw i32 %13, %14
  %16 = add nuw nsw i32 %15, %12
  %17 = mul nuw nsw i32 %16, %9
  %18 = add nuw nsw i32 %17, %11
  %19 = add i32 %18, %10
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !12
  %24 = and i32 %23, -8
  %25 = shl i32 255, %24
  %26 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %25, i32 %22, i32 4, i32 6175)
  %27 = add nsw i32 %26, %22
  %28 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %25, i32 %27, i32 2, i32 6175)
  %29 = add nsw i32 %28, %27
  %30 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %25, i32 %29, i32 1, i32 6175)
  %31 = add nsw i32 %30, %29
  %32 = getelementptr inbounds i32, ptr %1, i64 %20
  store i32 %31, ptr %32, align 4, !tbaa !6
  %33 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %25, i32 %22, i32 4, i32 6175)
  %34 = tail call noundef i32 @llvm.smax.i32(i32 %22, i32 %33)
  %35 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %25, i32 %34, i32 2, i32 6175)
  %36 = tail call noundef i32 @llvm.smax.i32(i32 %34, i32 %35)
  %37 = tail call noundef i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 %25, i32 %36, i32 1, i32 6175)
  %38 = tail call noundef i32 @llvm.smax.i32(i32 %36, i32 %37)
  %39 = getelementptr inbounds i32, ptr %2, i64 %20
  store i32 %38, ptr %39, align 4, !tbaa !6
  %40 = and i32 %18, 7
  %41 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %25, i32 %22, i32 1, i32 6144)
  %42 = icmp eq i32 %40, 0
  %43 = select i1 %42, i32 0, i32 %41
  %44 = add nsw i32 %43, %22
  %45 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %25, i32 %44, i32 2, i32 6144)
  %46 = icmp samesign ult i32 %40, 2
  %47 = select i1 %46, i32 0, i32 %45
  %48 = add nsw i32 %47, %44
  %49 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %25, i32 %48, i32 4, i32 6144)
  %50 = icmp samesign ult i32 %40, 4
  %51 = select i1 %50, i32 0, i32 %49
  %52 = add nsw i32 %51, %48
  %53 = getelementptr inbounds i32, ptr %3, i64 %20
  store i32 %52, ptr %53, align 4, !tbaa !6
  %54 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %25, i32 %22, i32 1, i32 6144)
  %55 = select i1 %42, i32 0, i32 %54
  %56 = add nsw i32 %55, %22
  %57 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %25, i32 %56, i32 2, i32 6144)
  %58 = select i1 %46, i32 0, i32 %57
  %59 = add nsw i32 %58, %56
  %60 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %25, i32 %59, i32 4, i32 6144)
  %61 = select i1 %50, i32 0, i32 %60
  %62 = add i32 %58, %55
  %63 = add i32 %62, %61
  %64 = getelementptr inbounds i32, ptr %4, i64 %20
  store i32 %63, ptr %64, align 4, !tbaa !6
  %65 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %25, i32 %22, i32 1, i32 6175)
  %66 = icmp eq i32 %40, 7
  %67 = select i1 %66, i32 %22, i32 %65
  %68 = getelementptr inbounds i32, ptr %5, i64 %20
  store i32 %67, ptr %68, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @tile_misc(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3, ptr noundef writeonly captures(none) %4) local_unnamed_addr #0 {
  %6 = tail call i64 asm "{\0A\09 .reg .u32 start;\0A\09 .reg .u64 extended;\0A\09 mov.u32 start, %reserved_smem_offset_1;\0A\09 cvt.u64.u32 extended, start;\0A\09 cvta.shared.u64 $0, extended;\0A\09}", "=l"() #6, !srcloc !11
  %7 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %9 = mul i32 %7, %8
  %10 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %12 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.z()
  %13 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %14 = mul nuw nsw i32 %12, %13
  %15 = add nuw nsw i32 %14, %11
  %16 = mul nuw nsw i32 %15, %8
  %17 = add nuw nsw i32 %16, %10
  %18 = add i32 %17, %9
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !13
  %22 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !12
  %23 = and i32 %22, -16
  %24 = shl i32 65535, %23
  %25 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 %24, float %21, i32 8, i32 4127)
  %26 = fadd contract float %21, %25
  %27 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !12
  %28 = and i32 %27, -16
  %29 = shl i32 65535, %28
  %30 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 %29, float %26, i32 4, i32 4127)
  %31 = fadd contract float %26, %30
  %32 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !12
  %33 = and i32 %32, -16
  %34 = shl i32 65535, %33
  %35 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 %34, float %31, i32 2, i32 4127)
  %36 = fadd contract float %31, %35
  %37 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !12
  %38 = and i32 %37, -16
  %39 = shl i32 65535, %38
  %40 = tail call contract noundef float @llvm.nvvm.shfl.sync.bfly.f32(i32 %39, float %36, i32 1, i32 4127)
  %41 = fadd contract float %36, %40
  %42 = getelementptr inbounds float, ptr %1, i64 %19
  store float %41, ptr %42, align 4, !tbaa !13
  %43 = fcmp contract ogt float %21, 5.000000e+01
  %44 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #6, !srcloc !12
  %45 = and i32 %44, -16
  %46 = shl i32 65535, %45
  %47 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %46, i1 %43)
  %48 = lshr i32 %47, %45
  %49 = getelementptr inbounds i32, ptr %2, i64 %19
  store i32 %48, ptr %49, align 4, !tbaa !6
  %50 = fcmp contract ogt float %21, 9.000000e+01
  %51 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %46, i1 %50)
  %52 = icmp eq i32 %51, 0
  %53 = select i1 %52, i32 0, i32 2
  %54 = fcmp contract oge float %21, 0.000000e+00
  %55 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %46, i1 %54)
  %56 = icmp eq i32 %55, %46
  %57 = zext i1 %56 to i32
  %58 = or disjoint i32 %53, %57
  %59 = getelementptr inbounds i32, ptr %3, i64 %19
  store i32 %58, ptr %59, align 4, !tbaa !6
  %60 = lshr i32 %17, 4
  %61 = mul nuw nsw i32 %60, 84
  %62 = add nuw nsw i32 %61, %17
  %63 = getelementptr inbounds i32, ptr %4, i64 %19
  store i32 %62, ptr %63, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @coalesced(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #1 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = sext i32 %7 to i64
  %9 = and i32 %7, 1
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %21, label %11

11:                                               ; preds = %2
  %12 = getelementptr inbounds i32, ptr %0, i64 %8
  %13 = load i32, ptr %12, align 4, !tbaa !6
  %14 = tail call noundef i32 @llvm.nvvm.activemask()
  %15 = tail call noundef i32 @llvm.nvvm.redux.sync.add(i32 %13, i32 %14)
  %16 = tail call noundef i32 asm "mov.u32 $0, %lanemask_lt;", "=r"() #6, !srcloc !15
  %17 = and i32 %16, %14
  %18 = tail call noundef range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %17)
  %19 = mul nuw nsw i32 %18, 1000000
  %20 = add i32 %19, %15
  br label %21

21:                                               ; preds = %11, %2
  %22 = phi i32 [ %20, %11 ], [ -1, %2 ]
  %23 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %22, ptr %23, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4, !5}
!llvm.errno.tbaa = !{!6}
!nvvmir.version = !{!10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 12, i32 9]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!5 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{i32 2, i32 0}
!11 = !{i64 2164900954, i64 2164900958, i64 2164900995, i64 2164901035, i64 2164901096, i64 2164901132, i64 2164901182}
!12 = !{i64 17290275}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = !{i64 17290656}
