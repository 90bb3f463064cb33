; ModuleID = 'nv.cu'
source_filename = "nv.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Params = type { i32, float, i16 }

@table = dso_local addrspace(4) externally_initialized constant [8 x i32] zeroinitializer, align 4
@dyn = external dso_local addrspace(3) global [0 x i32], align 4
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @table to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z4lanev() #0 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %1
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @vote(ptr noundef %0, ptr noundef %1, ptr noundef byval(%struct.Params) align 4 %2) #2 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %10 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %10, ptr %6, align 4
  %11 = load ptr, ptr %4, align 8
  %12 = load i32, ptr %6, align 4
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds nuw i32, ptr %11, i64 %13
  %15 = load i32, ptr %14, align 4
  store i32 %15, ptr %7, align 4
  %16 = load i32, ptr %7, align 4
  %17 = and i32 %16, 1
  %18 = icmp ne i32 %17, 0
  %19 = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %18)
  store i32 %19, ptr %8, align 4
  store i32 0, ptr %9, align 4
  %20 = call noundef i32 @_Z4lanev() #5
  %21 = icmp ult i32 %20, 16
  br i1 %21, label %22, label %27

22:                                               ; preds = %3
  %23 = load i32, ptr %7, align 4
  %24 = call noundef i32 @_Z4lanev() #5
  %25 = sub i32 15, %24
  %26 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 65535, i32 %23, i32 %25, i32 31)
  store i32 %26, ptr %9, align 4
  br label %27

27:                                               ; preds = %22, %3
  %28 = load i32, ptr %8, align 4
  %29 = load ptr, ptr %5, align 8
  %30 = load i32, ptr %6, align 4
  %31 = mul i32 3, %30
  %32 = add i32 %31, 0
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds nuw i32, ptr %29, i64 %33
  store i32 %28, ptr %34, align 4
  %35 = load i32, ptr %9, align 4
  %36 = load ptr, ptr %5, align 8
  %37 = load i32, ptr %6, align 4
  %38 = mul i32 3, %37
  %39 = add i32 %38, 1
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds nuw i32, ptr %36, i64 %40
  store i32 %35, ptr %41, align 4
  %42 = load i32, ptr %6, align 4
  %43 = urem i32 %42, 8
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds nuw [8 x i32], ptr addrspacecast (ptr addrspace(4) @table to ptr), i64 0, i64 %44
  %46 = load i32, ptr %45, align 4
  %47 = getelementptr inbounds nuw %struct.Params, ptr %2, i32 0, i32 0
  %48 = load i32, ptr %47, align 4
  %49 = mul i32 %46, %48
  %50 = getelementptr inbounds nuw %struct.Params, ptr %2, i32 0, i32 1
  %51 = load float, ptr %50, align 4
  %52 = fptoui float %51 to i32
  %53 = add i32 %49, %52
  %54 = load ptr, ptr %5, align 8
  %55 = load i32, ptr %6, align 4
  %56 = mul i32 3, %55
  %57 = add i32 %56, 2
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds nuw i32, ptr %54, i64 %58
  store i32 %53, ptr %59, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @cnt(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %7, ptr %5, align 4
  %8 = load ptr, ptr %3, align 8
  %9 = load i32, ptr %5, align 4
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds nuw i32, ptr %8, i64 %10
  %12 = load i32, ptr %11, align 4
  %13 = load i32, ptr %5, align 4
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds nuw [0 x i32], ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 0, i64 %14
  store i32 %12, ptr %15, align 4
  %16 = load ptr, ptr %3, align 8
  %17 = load i32, ptr %5, align 4
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds nuw i32, ptr %16, i64 %18
  %20 = load i32, ptr %19, align 4
  %21 = icmp ugt i32 %20, 50
  %22 = zext i1 %21 to i32
  %23 = icmp ne i32 %22, 0
  %24 = call i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 %23)
  store i32 %24, ptr %6, align 4
  %25 = load i32, ptr %6, align 4
  %26 = load i32, ptr %5, align 4
  %27 = add i32 %26, 1
  %28 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %29 = urem i32 %27, %28
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds nuw [0 x i32], ptr addrspacecast (ptr addrspace(3) @dyn to ptr), i64 0, i64 %30
  %32 = load i32, ptr %31, align 4
  %33 = add i32 %25, %32
  %34 = load ptr, ptr %4, align 8
  %35 = load i32, ptr %5, align 4
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds nuw i32, ptr %34, i64 %36
  store i32 %33, ptr %37, align 4
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @dead(ptr noundef %0) #2 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %4, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = icmp ult i32 %5, 16
  br i1 %6, label %7, label %14

7:                                                ; preds = %1
  %8 = load i32, ptr %3, align 4
  %9 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %8, i32 0, i32 31)
  %10 = load ptr, ptr %2, align 8
  %11 = load i32, ptr %3, align 4
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds nuw i32, ptr %10, i64 %12
  store i32 %9, ptr %13, align 4
  br label %14

14:                                               ; preds = %7, %1
  %15 = load i32, ptr %3, align 4
  %16 = load ptr, ptr %2, align 8
  %17 = load i32, ptr %3, align 4
  %18 = add i32 %17, 32
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds nuw i32, ptr %16, i64 %19
  store i32 %15, ptr %20, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @hf(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  store i32 %6, ptr %5, align 4
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %5, align 4
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds nuw half, ptr %7, i64 %9
  %11 = load half, ptr %10, align 2
  %12 = fmul contract half %11, 0xH4200
  %13 = fadd contract half %12, 0xH2E66
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %5, align 4
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds nuw half, ptr %14, i64 %16
  store half %13, ptr %17, align 2
  ret void
}

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx80,+sm_90" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
