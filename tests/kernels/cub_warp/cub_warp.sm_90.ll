; ModuleID = 'cub_warp.cu'
source_filename = "cub_warp.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%"struct.cub::CUB_300001_SM_900::detail::WarpExchangeSmem<int, 4>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized.14" }
%"struct.cub::CUB_300001_SM_900::Uninitialized.14" = type { [129 x i32] }
%"struct.cub::CUB_300001_SM_900::detail::WarpExchangeSmem<int, 4, 16>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized.27" }
%"struct.cub::CUB_300001_SM_900::Uninitialized.27" = type { [65 x i32] }
%"struct.cub::CUB_300001_SM_900::detail::WarpExchangeSmem<int, 4, 8>::TempStorage" = type { %"struct.cub::CUB_300001_SM_900::Uninitialized.44" }
%"struct.cub::CUB_300001_SM_900::Uninitialized.44" = type { [33 x i32] }

$_ZZ8exchangeILi32EEvPKiPiE2ts = comdat any

$_ZZ8exchangeILi16EEvPKiPiE2ts = comdat any

$_ZZ8exchangeILi8EEvPKiPiE2ts = comdat any

@_ZZ8exchangeILi32EEvPKiPiE2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [4 x %"struct.cub::CUB_300001_SM_900::detail::WarpExchangeSmem<int, 4>::TempStorage"] undef, comdat, align 4
@_ZZ8exchangeILi16EEvPKiPiE2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [8 x %"struct.cub::CUB_300001_SM_900::detail::WarpExchangeSmem<int, 4, 16>::TempStorage"] undef, comdat, align 4
@_ZZ8exchangeILi8EEvPKiPiE2ts = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [16 x %"struct.cub::CUB_300001_SM_900::detail::WarpExchangeSmem<int, 4, 8>::TempStorage"] undef, comdat, align 4

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @reduce_i32_w32(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = lshr i32 %4, 5
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 7
  %8 = add i32 %7, %4
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = icmp slt i32 %2, 32
  br i1 %12, label %13, label %40

13:                                               ; preds = %3
  %14 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %15 = add nsw i32 %2, -1
  %16 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %11, i32 1, i32 %15, i32 -1) #9, !srcloc !12
  %17 = icmp slt i32 %14, %15
  %18 = select i1 %17, i32 %16, i32 0
  %19 = add nsw i32 %18, %11
  %20 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %19, i32 2, i32 %15, i32 -1) #9, !srcloc !12
  %21 = add nsw i32 %14, 2
  %22 = icmp slt i32 %21, %2
  %23 = select i1 %22, i32 %20, i32 0
  %24 = add nsw i32 %19, %23
  %25 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %24, i32 4, i32 %15, i32 -1) #9, !srcloc !12
  %26 = add nsw i32 %14, 4
  %27 = icmp slt i32 %26, %2
  %28 = select i1 %27, i32 %25, i32 0
  %29 = add nsw i32 %24, %28
  %30 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %29, i32 8, i32 %15, i32 -1) #9, !srcloc !12
  %31 = add nsw i32 %14, 8
  %32 = icmp slt i32 %31, %2
  %33 = select i1 %32, i32 %30, i32 0
  %34 = add nsw i32 %29, %33
  %35 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %34, i32 16, i32 %15, i32 -1) #9, !srcloc !12
  %36 = add nsw i32 %14, 16
  %37 = icmp slt i32 %36, %2
  %38 = select i1 %37, i32 %35, i32 0
  %39 = add nsw i32 %34, %38
  br label %62

40:                                               ; preds = %3
  %41 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %42 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %11, i32 1, i32 31, i32 -1) #9, !srcloc !12
  %43 = icmp sgt i32 %41, 30
  %44 = select i1 %43, i32 0, i32 %42
  %45 = add nsw i32 %44, %11
  %46 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %45, i32 2, i32 31, i32 -1) #9, !srcloc !12
  %47 = icmp sgt i32 %41, 29
  %48 = select i1 %47, i32 0, i32 %46
  %49 = add nsw i32 %45, %48
  %50 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %49, i32 4, i32 31, i32 -1) #9, !srcloc !12
  %51 = icmp sgt i32 %41, 27
  %52 = select i1 %51, i32 0, i32 %50
  %53 = add nsw i32 %49, %52
  %54 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %53, i32 8, i32 31, i32 -1) #9, !srcloc !12
  %55 = icmp sgt i32 %41, 23
  %56 = select i1 %55, i32 0, i32 %54
  %57 = add nsw i32 %53, %56
  %58 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %57, i32 16, i32 31, i32 -1) #9, !srcloc !12
  %59 = icmp sgt i32 %41, 15
  %60 = select i1 %59, i32 0, i32 %58
  %61 = add nsw i32 %57, %60
  br label %62

62:                                               ; preds = %40, %13
  %63 = phi i32 [ %39, %13 ], [ %61, %40 ]
  %64 = and i32 %4, 31
  %65 = icmp eq i32 %64, 0
  br i1 %65, label %66, label %71

66:                                               ; preds = %62
  %67 = shl i32 %6, 2
  %68 = add i32 %67, %5
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds nuw i32, ptr %1, i64 %69
  store i32 %63, ptr %70, align 4, !tbaa !6
  br label %71

71:                                               ; preds = %62, %66
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @reduce_f32_w32(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = lshr i32 %4, 5
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 7
  %8 = add i32 %7, %4
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds nuw float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !13
  %12 = icmp slt i32 %2, 32
  br i1 %12, label %13, label %21

13:                                               ; preds = %3
  %14 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %15 = add nsw i32 %2, -1
  %16 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %11, i32 1, i32 %15, float %11, i32 -1) #9, !srcloc !15
  %17 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %16, i32 2, i32 %15, float %16, i32 -1) #9, !srcloc !15
  %18 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %17, i32 4, i32 %15, float %17, i32 -1) #9, !srcloc !15
  %19 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %18, i32 8, i32 %15, float %18, i32 -1) #9, !srcloc !15
  %20 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %19, i32 16, i32 %15, float %19, i32 -1) #9, !srcloc !15
  br label %28

21:                                               ; preds = %3
  %22 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %23 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %11, i32 1, i32 31, float %11, i32 -1) #9, !srcloc !15
  %24 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %23, i32 2, i32 31, float %23, i32 -1) #9, !srcloc !15
  %25 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %24, i32 4, i32 31, float %24, i32 -1) #9, !srcloc !15
  %26 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %25, i32 8, i32 31, float %25, i32 -1) #9, !srcloc !15
  %27 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %26, i32 16, i32 31, float %26, i32 -1) #9, !srcloc !15
  br label %28

28:                                               ; preds = %21, %13
  %29 = phi contract float [ %20, %13 ], [ %27, %21 ]
  %30 = and i32 %4, 31
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %37

32:                                               ; preds = %28
  %33 = shl i32 %6, 2
  %34 = add i32 %33, %5
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds nuw float, ptr %1, i64 %35
  store float %29, ptr %36, align 4, !tbaa !13
  br label %37

37:                                               ; preds = %28, %32
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @reduce_max_w32(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #1 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 7
  %6 = add i32 %5, %3
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %11 = tail call noundef i32 @llvm.nvvm.redux.sync.max(i32 %9, i32 -1)
  %12 = and i32 %3, 31
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %20

14:                                               ; preds = %2
  %15 = shl i32 %4, 2
  %16 = lshr exact i32 %3, 5
  %17 = add i32 %15, %16
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr %1, i64 %18
  store i32 %11, ptr %19, align 4, !tbaa !6
  br label %20

20:                                               ; preds = %2, %14
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @segmented_w32(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #2 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 7
  %7 = add i32 %6, %4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = getelementptr inbounds i32, ptr %1, i64 %8
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = and i32 %12, 1
  %14 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %15 = icmp ne i32 %13, 0
  %16 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %15)
  %17 = lshr i32 %16, 1
  %18 = tail call noundef i32 asm "mov.u32 $0, %lanemask_ge;", "=r"() #8, !srcloc !16
  %19 = and i32 %17, %18
  %20 = or disjoint i32 %19, -2147483648
  %21 = tail call range(i32 0, 32) i32 @llvm.cttz.i32(i32 %20, i1 true)
  %22 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %10, i32 1, i32 %21, i32 -1) #9, !srcloc !12
  %23 = icmp slt i32 %14, %21
  %24 = select i1 %23, i32 %22, i32 0
  %25 = add nsw i32 %24, %10
  %26 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %25, i32 2, i32 %21, i32 -1) #9, !srcloc !12
  %27 = add nsw i32 %14, 2
  %28 = icmp sgt i32 %27, %21
  %29 = select i1 %28, i32 0, i32 %26
  %30 = add nsw i32 %25, %29
  %31 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %30, i32 4, i32 %21, i32 -1) #9, !srcloc !12
  %32 = add nsw i32 %14, 4
  %33 = icmp sgt i32 %32, %21
  %34 = select i1 %33, i32 0, i32 %31
  %35 = add nsw i32 %30, %34
  %36 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %35, i32 8, i32 %21, i32 -1) #9, !srcloc !12
  %37 = add nsw i32 %14, 8
  %38 = icmp sgt i32 %37, %21
  %39 = select i1 %38, i32 0, i32 %36
  %40 = add nsw i32 %35, %39
  %41 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %40, i32 16, i32 %21, i32 -1) #9, !srcloc !12
  %42 = add nsw i32 %14, 16
  %43 = icmp sgt i32 %42, %21
  %44 = select i1 %43, i32 0, i32 %41
  %45 = add nsw i32 %40, %44
  %46 = load i32, ptr %11, align 4, !tbaa !6
  %47 = and i32 %46, 1
  %48 = icmp ne i32 %47, 0
  %49 = and i32 %4, 31
  %50 = icmp eq i32 %49, 0
  %51 = or i1 %50, %48
  %52 = select i1 %51, i32 %45, i32 0
  %53 = getelementptr inbounds i32, ptr %2, i64 %8
  store i32 %52, ptr %53, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @scan_i32_w32(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 7
  %8 = add i32 %7, %5
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %13 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %11, i32 1, i32 0, i32 %11, i32 -1) #9, !srcloc !17
  %14 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %13, i32 2, i32 0, i32 %13, i32 -1) #9, !srcloc !17
  %15 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %14, i32 4, i32 0, i32 %14, i32 -1) #9, !srcloc !17
  %16 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %15, i32 8, i32 0, i32 %15, i32 -1) #9, !srcloc !17
  %17 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %16, i32 16, i32 0, i32 %16, i32 -1) #9, !srcloc !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %18 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %11, i32 1, i32 0, i32 %11, i32 -1) #9, !srcloc !17
  %19 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %18, i32 2, i32 0, i32 %18, i32 -1) #9, !srcloc !17
  %20 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %19, i32 4, i32 0, i32 %19, i32 -1) #9, !srcloc !17
  %21 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %20, i32 8, i32 0, i32 %20, i32 -1) #9, !srcloc !17
  %22 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %21, i32 16, i32 0, i32 %21, i32 -1) #9, !srcloc !17
  %23 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %22, i32 31, i32 31)
  %24 = sub nsw i32 %22, %11
  %25 = getelementptr inbounds i32, ptr %1, i64 %9
  store i32 %17, ptr %25, align 4, !tbaa !6
  %26 = getelementptr inbounds i32, ptr %2, i64 %9
  store i32 %24, ptr %26, align 4, !tbaa !6
  %27 = and i32 %5, 31
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %35

29:                                               ; preds = %4
  %30 = shl i32 %6, 2
  %31 = lshr exact i32 %5, 5
  %32 = add i32 %30, %31
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds nuw i32, ptr %3, i64 %33
  store i32 %23, ptr %34, align 4, !tbaa !6
  br label %35

35:                                               ; preds = %4, %29
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @scan_f32_w32(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 7
  %8 = add i32 %7, %5
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !13
  %12 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %13 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %11, i32 1, i32 0, float %11, i32 -1) #9, !srcloc !18
  %14 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %13, i32 2, i32 0, float %13, i32 -1) #9, !srcloc !18
  %15 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %14, i32 4, i32 0, float %14, i32 -1) #9, !srcloc !18
  %16 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %15, i32 8, i32 0, float %15, i32 -1) #9, !srcloc !18
  %17 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %16, i32 16, i32 0, float %16, i32 -1) #9, !srcloc !18
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %18 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %11, i32 1, i32 0, float %11, i32 -1) #9, !srcloc !18
  %19 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %18, i32 2, i32 0, float %18, i32 -1) #9, !srcloc !18
  %20 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %19, i32 4, i32 0, float %19, i32 -1) #9, !srcloc !18
  %21 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %20, i32 8, i32 0, float %20, i32 -1) #9, !srcloc !18
  %22 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %21, i32 16, i32 0, float %21, i32 -1) #9, !srcloc !18
  %23 = bitcast float %22 to i32
  %24 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %23, i32 31, i32 31)
  %25 = fadd contract float %22, 0.000000e+00
  %26 = bitcast float %25 to i32
  %27 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %26, i32 1, i32 0, i32 -1) #9, !srcloc !19
  %28 = bitcast i32 %27 to float
  %29 = icmp eq i32 %12, 0
  %30 = select i1 %29, float 0.000000e+00, float %28
  %31 = getelementptr inbounds float, ptr %1, i64 %9
  store float %17, ptr %31, align 4, !tbaa !13
  %32 = getelementptr inbounds float, ptr %2, i64 %9
  store float %30, ptr %32, align 4, !tbaa !13
  %33 = and i32 %5, 31
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %41

35:                                               ; preds = %4
  %36 = shl i32 %6, 2
  %37 = lshr exact i32 %5, 5
  %38 = add i32 %36, %37
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds nuw float, ptr %3, i64 %39
  store i32 %24, ptr %40, align 4, !tbaa !13
  br label %41

41:                                               ; preds = %4, %35
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @scan_max_w32(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 7
  %6 = add i32 %5, %3
  %7 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %8 = sext i32 %6 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %10, i32 1, i32 0, i32 -1) #9, !srcloc !19
  %12 = tail call noundef i32 @llvm.smax.i32(i32 %11, i32 %10)
  %13 = icmp slt i32 %7, 1
  %14 = select i1 %13, i32 %10, i32 %12
  %15 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %14, i32 2, i32 0, i32 -1) #9, !srcloc !19
  %16 = tail call noundef i32 @llvm.smax.i32(i32 %15, i32 %14)
  %17 = icmp slt i32 %7, 2
  %18 = select i1 %17, i32 %14, i32 %16
  %19 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %18, i32 4, i32 0, i32 -1) #9, !srcloc !19
  %20 = tail call noundef i32 @llvm.smax.i32(i32 %19, i32 %18)
  %21 = icmp slt i32 %7, 4
  %22 = select i1 %21, i32 %18, i32 %20
  %23 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %22, i32 8, i32 0, i32 -1) #9, !srcloc !19
  %24 = tail call noundef i32 @llvm.smax.i32(i32 %23, i32 %22)
  %25 = icmp slt i32 %7, 8
  %26 = select i1 %25, i32 %22, i32 %24
  %27 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %26, i32 16, i32 0, i32 -1) #9, !srcloc !19
  %28 = tail call noundef i32 @llvm.smax.i32(i32 %27, i32 %26)
  %29 = icmp slt i32 %7, 16
  %30 = select i1 %29, i32 %26, i32 %28
  %31 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %30, ptr %31, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @exchange_w32(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 9
  %6 = shl nuw nsw i32 %3, 2
  %7 = add i32 %5, %6
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = or disjoint i32 %7, 1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = or disjoint i32 %7, 2
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = or disjoint i32 %7, 3
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = lshr i32 %3, 5
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw %"struct.cub::CUB_300001_SM_900::detail::WarpExchangeSmem<int, 4>::TempStorage", ptr addrspacecast (ptr addrspace(3) @_ZZ8exchangeILi32EEvPKiPiE2ts to ptr), i64 %24
  %26 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %27 = shl i32 %26, 2
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %25, i64 %28
  store i32 %10, ptr %29, align 4, !tbaa !20
  %30 = getelementptr i8, ptr %29, i64 4
  store i32 %14, ptr %30, align 4, !tbaa !20
  %31 = getelementptr i8, ptr %29, i64 8
  store i32 %18, ptr %31, align 4, !tbaa !20
  %32 = getelementptr i8, ptr %29, i64 12
  store i32 %22, ptr %32, align 4, !tbaa !20
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %33 = sext i32 %26 to i64
  %34 = getelementptr inbounds i32, ptr %25, i64 %33
  %35 = load i32, ptr %34, align 4, !tbaa !20
  %36 = add i32 %26, 32
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr %25, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !20
  %40 = add i32 %26, 64
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %25, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !20
  %44 = add i32 %26, 96
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr %25, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !20
  %48 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %35, ptr %48, align 4, !tbaa !6
  %49 = getelementptr inbounds i32, ptr %1, i64 %12
  store i32 %39, ptr %49, align 4, !tbaa !6
  %50 = getelementptr inbounds i32, ptr %1, i64 %16
  store i32 %43, ptr %50, align 4, !tbaa !6
  %51 = getelementptr inbounds i32, ptr %1, i64 %20
  store i32 %47, ptr %51, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @reduce_i32_w16(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = lshr i32 %4, 4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 7
  %8 = add i32 %7, %4
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = icmp slt i32 %2, 16
  br i1 %12, label %13, label %41

13:                                               ; preds = %3
  %14 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %15 = sdiv i32 %14, 16
  %16 = shl nsw i32 %15, 4
  %17 = shl i32 65535, %16
  %18 = mul i32 %15, 16
  %19 = sub i32 %14, %18
  %20 = add nsw i32 %2, -1
  %21 = or i32 %20, 4096
  %22 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %11, i32 1, i32 %21, i32 %17) #9, !srcloc !12
  %23 = icmp slt i32 %19, %20
  %24 = select i1 %23, i32 %22, i32 0
  %25 = add nsw i32 %24, %11
  %26 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %25, i32 2, i32 %21, i32 %17) #9, !srcloc !12
  %27 = add nsw i32 %19, 2
  %28 = icmp slt i32 %27, %2
  %29 = select i1 %28, i32 %26, i32 0
  %30 = add nsw i32 %25, %29
  %31 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %30, i32 4, i32 %21, i32 %17) #9, !srcloc !12
  %32 = add nsw i32 %19, 4
  %33 = icmp slt i32 %32, %2
  %34 = select i1 %33, i32 %31, i32 0
  %35 = add nsw i32 %30, %34
  %36 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %35, i32 8, i32 %21, i32 %17) #9, !srcloc !12
  %37 = add nsw i32 %19, 8
  %38 = icmp slt i32 %37, %2
  %39 = select i1 %38, i32 %36, i32 0
  %40 = add nsw i32 %35, %39
  br label %64

41:                                               ; preds = %3
  %42 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %43 = sdiv i32 %42, 16
  %44 = shl nsw i32 %43, 4
  %45 = shl i32 65535, %44
  %46 = mul i32 %43, 16
  %47 = sub i32 %42, %46
  %48 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %11, i32 1, i32 4111, i32 %45) #9, !srcloc !12
  %49 = icmp sgt i32 %47, 14
  %50 = select i1 %49, i32 0, i32 %48
  %51 = add nsw i32 %50, %11
  %52 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %51, i32 2, i32 4111, i32 %45) #9, !srcloc !12
  %53 = icmp sgt i32 %47, 13
  %54 = select i1 %53, i32 0, i32 %52
  %55 = add nsw i32 %51, %54
  %56 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %55, i32 4, i32 4111, i32 %45) #9, !srcloc !12
  %57 = icmp sgt i32 %47, 11
  %58 = select i1 %57, i32 0, i32 %56
  %59 = add nsw i32 %55, %58
  %60 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %59, i32 8, i32 4111, i32 %45) #9, !srcloc !12
  %61 = icmp sgt i32 %47, 7
  %62 = select i1 %61, i32 0, i32 %60
  %63 = add nsw i32 %59, %62
  br label %64

64:                                               ; preds = %41, %13
  %65 = phi i32 [ %40, %13 ], [ %63, %41 ]
  %66 = and i32 %4, 15
  %67 = icmp eq i32 %66, 0
  br i1 %67, label %68, label %73

68:                                               ; preds = %64
  %69 = shl i32 %6, 3
  %70 = add i32 %69, %5
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds nuw i32, ptr %1, i64 %71
  store i32 %65, ptr %72, align 4, !tbaa !6
  br label %73

73:                                               ; preds = %64, %68
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @reduce_f32_w16(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = lshr i32 %4, 4
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 7
  %8 = add i32 %7, %4
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds nuw float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !13
  %12 = icmp slt i32 %2, 16
  br i1 %12, label %13, label %24

13:                                               ; preds = %3
  %14 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %15 = sdiv i32 %14, 16
  %16 = shl nsw i32 %15, 4
  %17 = shl i32 65535, %16
  %18 = add nsw i32 %2, -1
  %19 = or i32 %18, 4096
  %20 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %11, i32 1, i32 %19, float %11, i32 %17) #9, !srcloc !15
  %21 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %20, i32 2, i32 %19, float %20, i32 %17) #9, !srcloc !15
  %22 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %21, i32 4, i32 %19, float %21, i32 %17) #9, !srcloc !15
  %23 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %22, i32 8, i32 %19, float %22, i32 %17) #9, !srcloc !15
  br label %33

24:                                               ; preds = %3
  %25 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %26 = sdiv i32 %25, 16
  %27 = shl nsw i32 %26, 4
  %28 = shl i32 65535, %27
  %29 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %11, i32 1, i32 4111, float %11, i32 %28) #9, !srcloc !15
  %30 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %29, i32 2, i32 4111, float %29, i32 %28) #9, !srcloc !15
  %31 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %30, i32 4, i32 4111, float %30, i32 %28) #9, !srcloc !15
  %32 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %31, i32 8, i32 4111, float %31, i32 %28) #9, !srcloc !15
  br label %33

33:                                               ; preds = %24, %13
  %34 = phi contract float [ %23, %13 ], [ %32, %24 ]
  %35 = and i32 %4, 15
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %42

37:                                               ; preds = %33
  %38 = shl i32 %6, 3
  %39 = add i32 %38, %5
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds nuw float, ptr %1, i64 %40
  store float %34, ptr %41, align 4, !tbaa !13
  br label %42

42:                                               ; preds = %33, %37
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @reduce_max_w16(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #1 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 7
  %6 = add i32 %5, %3
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %11 = sdiv i32 %10, 16
  %12 = shl nsw i32 %11, 4
  %13 = shl i32 65535, %12
  %14 = tail call noundef i32 @llvm.nvvm.redux.sync.max(i32 %9, i32 %13)
  %15 = and i32 %3, 15
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %23

17:                                               ; preds = %2
  %18 = shl i32 %4, 3
  %19 = lshr exact i32 %3, 4
  %20 = add i32 %18, %19
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr %1, i64 %21
  store i32 %14, ptr %22, align 4, !tbaa !6
  br label %23

23:                                               ; preds = %2, %17
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @segmented_w16(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #2 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 7
  %7 = add i32 %6, %4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = getelementptr inbounds i32, ptr %1, i64 %8
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = and i32 %12, 1
  %14 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %15 = sdiv i32 %14, 16
  %16 = shl nsw i32 %15, 4
  %17 = shl i32 65535, %16
  %18 = mul i32 %15, 16
  %19 = sub i32 %14, %18
  %20 = icmp ne i32 %13, 0
  %21 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %17, i1 %20)
  %22 = ashr i32 %21, 1
  %23 = tail call noundef i32 asm "mov.u32 $0, %lanemask_ge;", "=r"() #8, !srcloc !16
  %24 = and i32 %22, %23
  %25 = and i32 %24, %17
  %26 = lshr i32 %25, %16
  %27 = or i32 %26, 32768
  %28 = tail call range(i32 0, 16) i32 @llvm.cttz.i32(i32 %27, i1 true)
  %29 = or disjoint i32 %28, 4096
  %30 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %10, i32 1, i32 %29, i32 %17) #9, !srcloc !12
  %31 = icmp slt i32 %19, %28
  %32 = select i1 %31, i32 %30, i32 0
  %33 = add nsw i32 %32, %10
  %34 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %33, i32 2, i32 %29, i32 %17) #9, !srcloc !12
  %35 = add nsw i32 %19, 2
  %36 = icmp sgt i32 %35, %28
  %37 = select i1 %36, i32 0, i32 %34
  %38 = add nsw i32 %33, %37
  %39 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %38, i32 4, i32 %29, i32 %17) #9, !srcloc !12
  %40 = add nsw i32 %19, 4
  %41 = icmp sgt i32 %40, %28
  %42 = select i1 %41, i32 0, i32 %39
  %43 = add nsw i32 %38, %42
  %44 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %43, i32 8, i32 %29, i32 %17) #9, !srcloc !12
  %45 = add nsw i32 %19, 8
  %46 = icmp sgt i32 %45, %28
  %47 = select i1 %46, i32 0, i32 %44
  %48 = add nsw i32 %43, %47
  %49 = load i32, ptr %11, align 4, !tbaa !6
  %50 = and i32 %49, 1
  %51 = icmp ne i32 %50, 0
  %52 = and i32 %4, 15
  %53 = icmp eq i32 %52, 0
  %54 = or i1 %53, %51
  %55 = select i1 %54, i32 %48, i32 0
  %56 = getelementptr inbounds i32, ptr %2, i64 %8
  store i32 %55, ptr %56, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @scan_i32_w16(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 7
  %8 = add i32 %7, %5
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %13 = and i32 %12, -16
  %14 = shl i32 65535, %13
  %15 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %11, i32 1, i32 4096, i32 %11, i32 %14) #9, !srcloc !17
  %16 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %15, i32 2, i32 4096, i32 %15, i32 %14) #9, !srcloc !17
  %17 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %16, i32 4, i32 4096, i32 %16, i32 %14) #9, !srcloc !17
  %18 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %17, i32 8, i32 4096, i32 %17, i32 %14) #9, !srcloc !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %19 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %11, i32 1, i32 4096, i32 %11, i32 %14) #9, !srcloc !17
  %20 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %19, i32 2, i32 4096, i32 %19, i32 %14) #9, !srcloc !17
  %21 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %20, i32 4, i32 4096, i32 %20, i32 %14) #9, !srcloc !17
  %22 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %21, i32 8, i32 4096, i32 %21, i32 %14) #9, !srcloc !17
  %23 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %14, i32 %22, i32 15, i32 4127)
  %24 = sub nsw i32 %22, %11
  %25 = getelementptr inbounds i32, ptr %1, i64 %9
  store i32 %18, ptr %25, align 4, !tbaa !6
  %26 = getelementptr inbounds i32, ptr %2, i64 %9
  store i32 %24, ptr %26, align 4, !tbaa !6
  %27 = and i32 %5, 15
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %35

29:                                               ; preds = %4
  %30 = shl i32 %6, 3
  %31 = lshr exact i32 %5, 4
  %32 = add i32 %30, %31
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds nuw i32, ptr %3, i64 %33
  store i32 %23, ptr %34, align 4, !tbaa !6
  br label %35

35:                                               ; preds = %4, %29
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @scan_f32_w16(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 7
  %8 = add i32 %7, %5
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !13
  %12 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %13 = and i32 %12, -16
  %14 = shl i32 65535, %13
  %15 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %11, i32 1, i32 4096, float %11, i32 %14) #9, !srcloc !18
  %16 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %15, i32 2, i32 4096, float %15, i32 %14) #9, !srcloc !18
  %17 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %16, i32 4, i32 4096, float %16, i32 %14) #9, !srcloc !18
  %18 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %17, i32 8, i32 4096, float %17, i32 %14) #9, !srcloc !18
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %19 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %11, i32 1, i32 4096, float %11, i32 %14) #9, !srcloc !18
  %20 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %19, i32 2, i32 4096, float %19, i32 %14) #9, !srcloc !18
  %21 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %20, i32 4, i32 4096, float %20, i32 %14) #9, !srcloc !18
  %22 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %21, i32 8, i32 4096, float %21, i32 %14) #9, !srcloc !18
  %23 = and i32 %12, 15
  %24 = bitcast float %22 to i32
  %25 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %14, i32 %24, i32 15, i32 4127)
  %26 = fadd contract float %22, 0.000000e+00
  %27 = bitcast float %26 to i32
  %28 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %27, i32 1, i32 4096, i32 %14) #9, !srcloc !19
  %29 = bitcast i32 %28 to float
  %30 = icmp eq i32 %23, 0
  %31 = select i1 %30, float 0.000000e+00, float %29
  %32 = getelementptr inbounds float, ptr %1, i64 %9
  store float %18, ptr %32, align 4, !tbaa !13
  %33 = getelementptr inbounds float, ptr %2, i64 %9
  store float %31, ptr %33, align 4, !tbaa !13
  %34 = and i32 %5, 15
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %42

36:                                               ; preds = %4
  %37 = shl i32 %6, 3
  %38 = lshr exact i32 %5, 4
  %39 = add i32 %37, %38
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds nuw float, ptr %3, i64 %40
  store i32 %25, ptr %41, align 4, !tbaa !13
  br label %42

42:                                               ; preds = %4, %36
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @scan_max_w16(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 7
  %6 = add i32 %5, %3
  %7 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %8 = sext i32 %6 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = and i32 %7, -16
  %12 = shl i32 65535, %11
  %13 = and i32 %7, 15
  %14 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %10, i32 1, i32 4096, i32 %12) #9, !srcloc !19
  %15 = tail call noundef i32 @llvm.smax.i32(i32 %14, i32 %10)
  %16 = icmp eq i32 %13, 0
  %17 = select i1 %16, i32 %10, i32 %15
  %18 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %17, i32 2, i32 4096, i32 %12) #9, !srcloc !19
  %19 = tail call noundef i32 @llvm.smax.i32(i32 %18, i32 %17)
  %20 = icmp samesign ult i32 %13, 2
  %21 = select i1 %20, i32 %17, i32 %19
  %22 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %21, i32 4, i32 4096, i32 %12) #9, !srcloc !19
  %23 = tail call noundef i32 @llvm.smax.i32(i32 %22, i32 %21)
  %24 = icmp samesign ult i32 %13, 4
  %25 = select i1 %24, i32 %21, i32 %23
  %26 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %25, i32 8, i32 4096, i32 %12) #9, !srcloc !19
  %27 = tail call noundef i32 @llvm.smax.i32(i32 %26, i32 %25)
  %28 = icmp samesign ult i32 %13, 8
  %29 = select i1 %28, i32 %25, i32 %27
  %30 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %29, ptr %30, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @exchange_w16(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 9
  %6 = shl nuw nsw i32 %3, 2
  %7 = add i32 %5, %6
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = or disjoint i32 %7, 1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = or disjoint i32 %7, 2
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = or disjoint i32 %7, 3
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = lshr i32 %3, 4
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw %"struct.cub::CUB_300001_SM_900::detail::WarpExchangeSmem<int, 4, 16>::TempStorage", ptr addrspacecast (ptr addrspace(3) @_ZZ8exchangeILi16EEvPKiPiE2ts to ptr), i64 %24
  %26 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %27 = and i32 %26, 15
  %28 = shl nuw nsw i32 %27, 2
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr %25, i64 %29
  store i32 %10, ptr %30, align 4, !tbaa !20
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 4
  store i32 %14, ptr %31, align 4, !tbaa !20
  %32 = getelementptr inbounds nuw i8, ptr %30, i64 8
  store i32 %18, ptr %32, align 4, !tbaa !20
  %33 = getelementptr inbounds nuw i8, ptr %30, i64 12
  store i32 %22, ptr %33, align 4, !tbaa !20
  %34 = and i32 %26, -16
  %35 = shl i32 65535, %34
  tail call void @llvm.nvvm.bar.warp.sync(i32 %35)
  %36 = zext nneg i32 %27 to i64
  %37 = getelementptr inbounds nuw i32, ptr %25, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !20
  %39 = getelementptr inbounds nuw i8, ptr %37, i64 64
  %40 = load i32, ptr %39, align 4, !tbaa !20
  %41 = getelementptr inbounds nuw i8, ptr %37, i64 128
  %42 = load i32, ptr %41, align 4, !tbaa !20
  %43 = getelementptr inbounds nuw i8, ptr %37, i64 192
  %44 = load i32, ptr %43, align 4, !tbaa !20
  %45 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %38, ptr %45, align 4, !tbaa !6
  %46 = getelementptr inbounds i32, ptr %1, i64 %12
  store i32 %40, ptr %46, align 4, !tbaa !6
  %47 = getelementptr inbounds i32, ptr %1, i64 %16
  store i32 %42, ptr %47, align 4, !tbaa !6
  %48 = getelementptr inbounds i32, ptr %1, i64 %20
  store i32 %44, ptr %48, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @reduce_i32_w8(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = lshr i32 %4, 3
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 7
  %8 = add i32 %7, %4
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds nuw i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = icmp slt i32 %2, 8
  br i1 %12, label %13, label %36

13:                                               ; preds = %3
  %14 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %15 = sdiv i32 %14, 8
  %16 = shl nsw i32 %15, 3
  %17 = shl i32 255, %16
  %18 = mul i32 %15, 8
  %19 = sub i32 %14, %18
  %20 = add nsw i32 %2, -1
  %21 = or i32 %20, 6144
  %22 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %11, i32 1, i32 %21, i32 %17) #9, !srcloc !12
  %23 = icmp slt i32 %19, %20
  %24 = select i1 %23, i32 %22, i32 0
  %25 = add nsw i32 %24, %11
  %26 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %25, i32 2, i32 %21, i32 %17) #9, !srcloc !12
  %27 = add nsw i32 %19, 2
  %28 = icmp slt i32 %27, %2
  %29 = select i1 %28, i32 %26, i32 0
  %30 = add nsw i32 %25, %29
  %31 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %30, i32 4, i32 %21, i32 %17) #9, !srcloc !12
  %32 = add nsw i32 %19, 4
  %33 = icmp slt i32 %32, %2
  %34 = select i1 %33, i32 %31, i32 0
  %35 = add nsw i32 %30, %34
  br label %55

36:                                               ; preds = %3
  %37 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %38 = sdiv i32 %37, 8
  %39 = shl nsw i32 %38, 3
  %40 = shl i32 255, %39
  %41 = mul i32 %38, 8
  %42 = sub i32 %37, %41
  %43 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %11, i32 1, i32 6151, i32 %40) #9, !srcloc !12
  %44 = icmp sgt i32 %42, 6
  %45 = select i1 %44, i32 0, i32 %43
  %46 = add nsw i32 %45, %11
  %47 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %46, i32 2, i32 6151, i32 %40) #9, !srcloc !12
  %48 = icmp sgt i32 %42, 5
  %49 = select i1 %48, i32 0, i32 %47
  %50 = add nsw i32 %46, %49
  %51 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %50, i32 4, i32 6151, i32 %40) #9, !srcloc !12
  %52 = icmp sgt i32 %42, 3
  %53 = select i1 %52, i32 0, i32 %51
  %54 = add nsw i32 %50, %53
  br label %55

55:                                               ; preds = %36, %13
  %56 = phi i32 [ %35, %13 ], [ %54, %36 ]
  %57 = and i32 %4, 7
  %58 = icmp eq i32 %57, 0
  br i1 %58, label %59, label %64

59:                                               ; preds = %55
  %60 = shl i32 %6, 4
  %61 = add i32 %60, %5
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds nuw i32, ptr %1, i64 %62
  store i32 %56, ptr %63, align 4, !tbaa !6
  br label %64

64:                                               ; preds = %55, %59
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @reduce_f32_w8(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = lshr i32 %4, 3
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 7
  %8 = add i32 %7, %4
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds nuw float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !13
  %12 = icmp slt i32 %2, 8
  br i1 %12, label %13, label %23

13:                                               ; preds = %3
  %14 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %15 = sdiv i32 %14, 8
  %16 = shl nsw i32 %15, 3
  %17 = shl i32 255, %16
  %18 = add nsw i32 %2, -1
  %19 = or i32 %18, 6144
  %20 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %11, i32 1, i32 %19, float %11, i32 %17) #9, !srcloc !15
  %21 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %20, i32 2, i32 %19, float %20, i32 %17) #9, !srcloc !15
  %22 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %21, i32 4, i32 %19, float %21, i32 %17) #9, !srcloc !15
  br label %31

23:                                               ; preds = %3
  %24 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %25 = sdiv i32 %24, 8
  %26 = shl nsw i32 %25, 3
  %27 = shl i32 255, %26
  %28 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %11, i32 1, i32 6151, float %11, i32 %27) #9, !srcloc !15
  %29 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %28, i32 2, i32 6151, float %28, i32 %27) #9, !srcloc !15
  %30 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.down.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %29, i32 4, i32 6151, float %29, i32 %27) #9, !srcloc !15
  br label %31

31:                                               ; preds = %23, %13
  %32 = phi contract float [ %22, %13 ], [ %30, %23 ]
  %33 = and i32 %4, 7
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %35, label %40

35:                                               ; preds = %31
  %36 = shl i32 %6, 4
  %37 = add i32 %36, %5
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds nuw float, ptr %1, i64 %38
  store float %32, ptr %39, align 4, !tbaa !13
  br label %40

40:                                               ; preds = %31, %35
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local ptx_kernel void @reduce_max_w8(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #1 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 7
  %6 = add i32 %5, %3
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds nuw i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %11 = sdiv i32 %10, 8
  %12 = shl nsw i32 %11, 3
  %13 = shl i32 255, %12
  %14 = tail call noundef i32 @llvm.nvvm.redux.sync.max(i32 %9, i32 %13)
  %15 = and i32 %3, 7
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %23

17:                                               ; preds = %2
  %18 = shl i32 %4, 4
  %19 = lshr exact i32 %3, 3
  %20 = add i32 %18, %19
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds nuw i32, ptr %1, i64 %21
  store i32 %14, ptr %22, align 4, !tbaa !6
  br label %23

23:                                               ; preds = %2, %17
  ret void
}

; Function Attrs: convergent noinline norecurse nounwind
define dso_local ptx_kernel void @segmented_w8(ptr noundef readonly captures(none) %0, ptr noundef readonly captures(none) %1, ptr noundef writeonly captures(none) %2) local_unnamed_addr #2 {
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 7
  %7 = add i32 %6, %4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = getelementptr inbounds i32, ptr %1, i64 %8
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = and i32 %12, 1
  %14 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %15 = sdiv i32 %14, 8
  %16 = shl nsw i32 %15, 3
  %17 = shl i32 255, %16
  %18 = mul i32 %15, 8
  %19 = sub i32 %14, %18
  %20 = icmp ne i32 %13, 0
  %21 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %17, i1 %20)
  %22 = ashr i32 %21, 1
  %23 = tail call noundef i32 asm "mov.u32 $0, %lanemask_ge;", "=r"() #8, !srcloc !16
  %24 = and i32 %22, %23
  %25 = and i32 %24, %17
  %26 = lshr i32 %25, %16
  %27 = or i32 %26, 128
  %28 = tail call range(i32 0, 8) i32 @llvm.cttz.i32(i32 %27, i1 true)
  %29 = or disjoint i32 %28, 6144
  %30 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %10, i32 1, i32 %29, i32 %17) #9, !srcloc !12
  %31 = icmp slt i32 %19, %28
  %32 = select i1 %31, i32 %30, i32 0
  %33 = add nsw i32 %32, %10
  %34 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %33, i32 2, i32 %29, i32 %17) #9, !srcloc !12
  %35 = add nsw i32 %19, 2
  %36 = icmp sgt i32 %35, %28
  %37 = select i1 %36, i32 0, i32 %34
  %38 = add nsw i32 %33, %37
  %39 = tail call noundef i32 asm sideeffect "shfl.sync.down.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %38, i32 4, i32 %29, i32 %17) #9, !srcloc !12
  %40 = add nsw i32 %19, 4
  %41 = icmp sgt i32 %40, %28
  %42 = select i1 %41, i32 0, i32 %39
  %43 = add nsw i32 %38, %42
  %44 = load i32, ptr %11, align 4, !tbaa !6
  %45 = and i32 %44, 1
  %46 = icmp ne i32 %45, 0
  %47 = and i32 %4, 7
  %48 = icmp eq i32 %47, 0
  %49 = or i1 %48, %46
  %50 = select i1 %49, i32 %43, i32 0
  %51 = getelementptr inbounds i32, ptr %2, i64 %8
  store i32 %50, ptr %51, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @scan_i32_w8(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 7
  %8 = add i32 %7, %5
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %0, i64 %9
  %11 = load i32, ptr %10, align 4, !tbaa !6
  %12 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %13 = and i32 %12, -8
  %14 = shl i32 255, %13
  %15 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %11, i32 1, i32 6144, i32 %11, i32 %14) #9, !srcloc !17
  %16 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %15, i32 2, i32 6144, i32 %15, i32 %14) #9, !srcloc !17
  %17 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %16, i32 4, i32 6144, i32 %16, i32 %14) #9, !srcloc !17
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %18 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %11, i32 1, i32 6144, i32 %11, i32 %14) #9, !srcloc !17
  %19 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %18, i32 2, i32 6144, i32 %18, i32 %14) #9, !srcloc !17
  %20 = tail call noundef i32 asm sideeffect "{  .reg .s32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.s32 r0, r0, $4;  mov.s32 $0, r0;}", "=r,r,r,r,r,r"(i32 %19, i32 4, i32 6144, i32 %19, i32 %14) #9, !srcloc !17
  %21 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %14, i32 %20, i32 7, i32 6175)
  %22 = sub nsw i32 %20, %11
  %23 = getelementptr inbounds i32, ptr %1, i64 %9
  store i32 %17, ptr %23, align 4, !tbaa !6
  %24 = getelementptr inbounds i32, ptr %2, i64 %9
  store i32 %22, ptr %24, align 4, !tbaa !6
  %25 = and i32 %5, 7
  %26 = icmp eq i32 %25, 0
  br i1 %26, label %27, label %33

27:                                               ; preds = %4
  %28 = shl i32 %6, 4
  %29 = lshr exact i32 %5, 3
  %30 = add i32 %28, %29
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds nuw i32, ptr %3, i64 %31
  store i32 %21, ptr %32, align 4, !tbaa !6
  br label %33

33:                                               ; preds = %4, %27
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @scan_f32_w8(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1, ptr noundef writeonly captures(none) %2, ptr noundef writeonly captures(none) %3) local_unnamed_addr #0 {
  %5 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 7
  %8 = add i32 %7, %5
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds float, ptr %0, i64 %9
  %11 = load float, ptr %10, align 4, !tbaa !13
  %12 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %13 = and i32 %12, -8
  %14 = shl i32 255, %13
  %15 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %11, i32 1, i32 6144, float %11, i32 %14) #9, !srcloc !18
  %16 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %15, i32 2, i32 6144, float %15, i32 %14) #9, !srcloc !18
  %17 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %16, i32 4, i32 6144, float %16, i32 %14) #9, !srcloc !18
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %18 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %11, i32 1, i32 6144, float %11, i32 %14) #9, !srcloc !18
  %19 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %18, i32 2, i32 6144, float %18, i32 %14) #9, !srcloc !18
  %20 = tail call contract noundef float asm sideeffect "{  .reg .f32 r0;  .reg .pred p;  shfl.sync.up.b32 r0|p, $1, $2, $3, $5;  @p add.f32 r0, r0, $4;  mov.f32 $0, r0;}", "=f,f,r,r,f,r"(float %19, i32 4, i32 6144, float %19, i32 %14) #9, !srcloc !18
  %21 = and i32 %12, 7
  %22 = bitcast float %20 to i32
  %23 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %14, i32 %22, i32 7, i32 6175)
  %24 = fadd contract float %20, 0.000000e+00
  %25 = bitcast float %24 to i32
  %26 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %25, i32 1, i32 6144, i32 %14) #9, !srcloc !19
  %27 = bitcast i32 %26 to float
  %28 = icmp eq i32 %21, 0
  %29 = select i1 %28, float 0.000000e+00, float %27
  %30 = getelementptr inbounds float, ptr %1, i64 %9
  store float %17, ptr %30, align 4, !tbaa !13
  %31 = getelementptr inbounds float, ptr %2, i64 %9
  store float %29, ptr %31, align 4, !tbaa !13
  %32 = and i32 %5, 7
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %40

34:                                               ; preds = %4
  %35 = shl i32 %6, 4
  %36 = lshr exact i32 %5, 3
  %37 = add i32 %35, %36
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds nuw float, ptr %3, i64 %38
  store i32 %23, ptr %39, align 4, !tbaa !13
  br label %40

40:                                               ; preds = %4, %34
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @scan_max_w8(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 7
  %6 = add i32 %5, %3
  %7 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %8 = sext i32 %6 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = and i32 %7, -8
  %12 = shl i32 255, %11
  %13 = and i32 %7, 7
  %14 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %10, i32 1, i32 6144, i32 %12) #9, !srcloc !19
  %15 = tail call noundef i32 @llvm.smax.i32(i32 %14, i32 %10)
  %16 = icmp eq i32 %13, 0
  %17 = select i1 %16, i32 %10, i32 %15
  %18 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %17, i32 2, i32 6144, i32 %12) #9, !srcloc !19
  %19 = tail call noundef i32 @llvm.smax.i32(i32 %18, i32 %17)
  %20 = icmp samesign ult i32 %13, 2
  %21 = select i1 %20, i32 %17, i32 %19
  %22 = tail call noundef i32 asm sideeffect "shfl.sync.up.b32 $0, $1, $2, $3, $4;", "=r,r,r,r,r"(i32 %21, i32 4, i32 6144, i32 %12) #9, !srcloc !19
  %23 = tail call noundef i32 @llvm.smax.i32(i32 %22, i32 %21)
  %24 = icmp samesign ult i32 %13, 4
  %25 = select i1 %24, i32 %21, i32 %23
  %26 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %25, ptr %26, align 4, !tbaa !6
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local ptx_kernel void @exchange_w8(ptr noundef readonly captures(none) %0, ptr noundef writeonly captures(none) %1) local_unnamed_addr #0 {
  %3 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 9
  %6 = shl nuw nsw i32 %3, 2
  %7 = add i32 %5, %6
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !6
  %11 = or disjoint i32 %7, 1
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr %0, i64 %12
  %14 = load i32, ptr %13, align 4, !tbaa !6
  %15 = or disjoint i32 %7, 2
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %0, i64 %16
  %18 = load i32, ptr %17, align 4, !tbaa !6
  %19 = or disjoint i32 %7, 3
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !6
  %23 = lshr i32 %3, 3
  %24 = zext nneg i32 %23 to i64
  %25 = getelementptr inbounds nuw %"struct.cub::CUB_300001_SM_900::detail::WarpExchangeSmem<int, 4, 8>::TempStorage", ptr addrspacecast (ptr addrspace(3) @_ZZ8exchangeILi8EEvPKiPiE2ts to ptr), i64 %24
  %26 = tail call noundef i32 asm "mov.u32 $0, %laneid;", "=r"() #8, !srcloc !11
  %27 = and i32 %26, 7
  %28 = shl nuw nsw i32 %27, 2
  %29 = zext nneg i32 %28 to i64
  %30 = getelementptr inbounds nuw i32, ptr %25, i64 %29
  store i32 %10, ptr %30, align 4, !tbaa !20
  %31 = getelementptr inbounds nuw i8, ptr %30, i64 4
  store i32 %14, ptr %31, align 4, !tbaa !20
  %32 = getelementptr inbounds nuw i8, ptr %30, i64 8
  store i32 %18, ptr %32, align 4, !tbaa !20
  %33 = getelementptr inbounds nuw i8, ptr %30, i64 12
  store i32 %22, ptr %33, align 4, !tbaa !20
  %34 = and i32 %26, -8
  %35 = shl i32 255, %34
  tail call void @llvm.nvvm.bar.warp.sync(i32 %35)
  %36 = zext nneg i32 %27 to i64
  %37 = getelementptr inbounds nuw i32, ptr %25, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !20
  %39 = getelementptr inbounds nuw i8, ptr %37, i64 32
  %40 = load i32, ptr %39, align 4, !tbaa !20
  %41 = getelementptr inbounds nuw i8, ptr %37, i64 64
  %42 = load i32, ptr %41, align 4, !tbaa !20
  %43 = getelementptr inbounds nuw i8, ptr %37, i64 96
  %44 = load i32, ptr %43, align 4, !tbaa !20
  %45 = getelementptr inbounds i32, ptr %1, i64 %8
  store i32 %38, ptr %45, align 4, !tbaa !6
  %46 = getelementptr inbounds i32, ptr %1, i64 %12
  store i32 %40, ptr %46, align 4, !tbaa !6
  %47 = getelementptr inbounds i32, ptr %1, i64 %16
  store i32 %42, ptr %47, align 4, !tbaa !6
  %48 = getelementptr inbounds i32, ptr %1, i64 %20
  store i32 %44, ptr %48, align 4, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { convergent nounwind memory(none) }
attributes #9 = { convergent nounwind }

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
!11 = !{i64 23728625}
!12 = !{i64 20808793}
!13 = !{!14, !14, i64 0}
!14 = !{!"float", !8, i64 0}
!15 = !{i64 27956157}
!16 = !{i64 23748711}
!17 = !{i64 28170988}
!18 = !{i64 28172935}
!19 = !{i64 20808446}
!20 = !{!8, !8, i64 0}
