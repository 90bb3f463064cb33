; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu11.00-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @atomic_xchg_ret(ptr addrspace(1) inreg nofree captures(none) %0, ptr addrspace(1) inreg nofree captures(none) %1, i32 inreg %2, ptr addrspace(1) inreg nofree readnone captures(none) %3, ptr addrspace(1) inreg nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %7 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6), !dbg !11
  %8 = and i32 %7, 224, !dbg !11
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !12
  %10 = shl i32 %9, 10, !dbg !12
  %11 = and i32 %6, 31, !dbg !13
  %12 = or disjoint i32 %8, %11, !dbg !13
  %13 = shl nuw nsw i32 %12, 2, !dbg !13
  %14 = or disjoint i32 %13, %10, !dbg !12
  %15 = or disjoint i32 %14, 1, !dbg !12
  %16 = or disjoint i32 %14, 2, !dbg !12
  %17 = or disjoint i32 %14, 3, !dbg !12
  %18 = or disjoint i32 %12, %10, !dbg !12
  %19 = or disjoint i32 %18, 256, !dbg !12
  %20 = or disjoint i32 %18, 512, !dbg !12
  %21 = or disjoint i32 %18, 768, !dbg !12
  %22 = icmp slt i32 %14, %2, !dbg !14
  %23 = icmp slt i32 %15, %2, !dbg !14
  %24 = icmp slt i32 %16, %2, !dbg !14
  %25 = icmp slt i32 %17, %2, !dbg !14
  %26 = icmp slt i32 %18, %2, !dbg !14
  %27 = icmp slt i32 %19, %2, !dbg !14
  %28 = icmp slt i32 %20, %2, !dbg !14
  %29 = icmp slt i32 %21, %2, !dbg !14
  %30 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 822243328), !dbg !15
  %31 = shl i32 %14, 2, !dbg !15
  %32 = select i1 %22, i32 %31, i32 -2147483648, !dbg !15
  %33 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %30, i32 %32, i32 0, i32 0), !dbg !15
  %34 = shl i32 %15, 2, !dbg !15
  %35 = select i1 %23, i32 %34, i32 -2147483648, !dbg !15
  %36 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %30, i32 %35, i32 0, i32 0), !dbg !15
  %37 = shl i32 %16, 2, !dbg !15
  %38 = select i1 %24, i32 %37, i32 -2147483648, !dbg !15
  %39 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %30, i32 %38, i32 0, i32 0), !dbg !15
  %40 = shl i32 %17, 2, !dbg !15
  %41 = select i1 %25, i32 %40, i32 -2147483648, !dbg !15
  %42 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %30, i32 %41, i32 0, i32 0), !dbg !15
  %43 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %13, !dbg !16
  %44 = insertelement <1 x i32> poison, i32 %33, i64 0, !dbg !16
  store <1 x i32> %44, ptr addrspace(3) %43, align 4, !dbg !16
  %45 = xor i32 %13, 1056, !dbg !16
  %46 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %45, !dbg !16
  %47 = insertelement <1 x i32> poison, i32 %36, i64 0, !dbg !16
  store <1 x i32> %47, ptr addrspace(3) %46, align 4, !dbg !16
  %48 = xor i32 %13, 2112, !dbg !16
  %49 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %48, !dbg !16
  %50 = insertelement <1 x i32> poison, i32 %39, i64 0, !dbg !16
  store <1 x i32> %50, ptr addrspace(3) %49, align 4, !dbg !16
  %51 = xor i32 %13, 3168, !dbg !16
  %52 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %51, !dbg !16
  %53 = insertelement <1 x i32> poison, i32 %42, i64 0, !dbg !16
  store <1 x i32> %53, ptr addrspace(3) %52, align 4, !dbg !16
  fence syncscope("workgroup") release, !dbg !16
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16
  %54 = and i32 %6, 3, !dbg !16
  %55 = shl nuw nsw i32 %54, 10, !dbg !16
  %56 = shl nuw nsw i32 %54, 5, !dbg !16
  %57 = and i32 %12, 252, !dbg !16
  %58 = xor i32 %57, %56, !dbg !16
  %59 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %55, !dbg !16
  %60 = getelementptr inbounds nuw i8, ptr addrspace(3) %59, i32 %58, !dbg !16
  %61 = load i32, ptr addrspace(3) %60, align 4, !dbg !16
  %62 = getelementptr inbounds nuw i8, ptr addrspace(3) %60, i32 256, !dbg !16
  %63 = load i32, ptr addrspace(3) %62, align 4, !dbg !16
  %64 = getelementptr inbounds nuw i8, ptr addrspace(3) %60, i32 512, !dbg !16
  %65 = load i32, ptr addrspace(3) %64, align 4, !dbg !16
  %66 = getelementptr inbounds nuw i8, ptr addrspace(3) %60, i32 768, !dbg !16
  %67 = load i32, ptr addrspace(3) %66, align 4, !dbg !16
  fence syncscope("workgroup") release, !dbg !16
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16
  %68 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 822243328), !dbg !16
  fence syncscope("agent") release, !dbg !16
  %69 = shl i32 %18, 2, !dbg !16
  %70 = select i1 %26, i32 %69, i32 -2147483648, !dbg !16
  %71 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.swap.i32(i32 %61, ptr addrspace(8) %68, i32 %70, i32 0, i32 1), !dbg !16
  %72 = shl i32 %19, 2, !dbg !16
  %73 = select i1 %27, i32 %72, i32 -2147483648, !dbg !16
  %74 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.swap.i32(i32 %63, ptr addrspace(8) %68, i32 %73, i32 0, i32 1), !dbg !16
  %75 = shl i32 %20, 2, !dbg !16
  %76 = select i1 %28, i32 %75, i32 -2147483648, !dbg !16
  %77 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.swap.i32(i32 %65, ptr addrspace(8) %68, i32 %76, i32 0, i32 1), !dbg !16
  %78 = shl i32 %21, 2, !dbg !16
  %79 = select i1 %29, i32 %78, i32 -2147483648, !dbg !16
  %80 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.atomic.swap.i32(i32 %67, ptr addrspace(8) %68, i32 %79, i32 0, i32 1), !dbg !16
  fence syncscope("agent") acquire, !dbg !16
  fence syncscope("workgroup") release, !dbg !16
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16
  fence syncscope("workgroup") release, !dbg !11
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11
  %81 = insertelement <1 x i32> poison, i32 %71, i64 0, !dbg !11
  store <1 x i32> %81, ptr addrspace(3) %60, align 4, !dbg !11
  %82 = insertelement <1 x i32> poison, i32 %74, i64 0, !dbg !11
  store <1 x i32> %82, ptr addrspace(3) %62, align 4, !dbg !11
  %83 = insertelement <1 x i32> poison, i32 %77, i64 0, !dbg !11
  store <1 x i32> %83, ptr addrspace(3) %64, align 4, !dbg !11
  %84 = insertelement <1 x i32> poison, i32 %80, i64 0, !dbg !11
  store <1 x i32> %84, ptr addrspace(3) %66, align 4, !dbg !11
  fence syncscope("workgroup") release, !dbg !11
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11
  %85 = load i32, ptr addrspace(3) %43, align 4, !dbg !11
  %86 = load i32, ptr addrspace(3) %46, align 4, !dbg !11
  %87 = load i32, ptr addrspace(3) %49, align 4, !dbg !11
  %88 = load i32, ptr addrspace(3) %52, align 4, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %85, ptr addrspace(8) %30, i32 %32, i32 0, i32 0), !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %86, ptr addrspace(8) %30, i32 %35, i32 0, i32 0), !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %87, ptr addrspace(8) %30, i32 %38, i32 0, i32 0), !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %88, ptr addrspace(8) %30, i32 %41, i32 0, i32 0), !dbg !11
  ret void, !dbg !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare i32 @llvm.amdgcn.raw.ptr.buffer.atomic.swap.i32(i32, ptr addrspace(8) captures(none), i32, i32, i32 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "atomic_xchg_ret", linkageName: "atomic_xchg_ret", scope: !1, file: !1, line: 266, type: !5, scopeLine: 266, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 272, column: 5, scope: !4)
!12 = !DILocation(line: 268, column: 12, scope: !4)
!13 = !DILocation(line: 268, column: 39, scope: !4)
!14 = !DILocation(line: 269, column: 9, scope: !4)
!15 = !DILocation(line: 270, column: 9, scope: !4)
!16 = !DILocation(line: 271, column: 11, scope: !4)
!17 = !DILocation(line: 266, column: 1, scope: !4)
