; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu11.00-amd-amdhsa"

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @atomic_add_half(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree captures(none) %1, ptr addrspace(1) inreg nofree captures(none) %2, i32 inreg %3, ptr addrspace(1) inreg nofree readnone captures(none) %4, ptr addrspace(1) inreg nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !14
  %8 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %7), !dbg !15
  %9 = and i32 %8, 96, !dbg !14
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !16
  %11 = shl i32 %10, 8, !dbg !16
  %12 = and i32 %7, 31, !dbg !15
  %13 = or disjoint i32 %9, %12, !dbg !15
  %14 = shl nuw nsw i32 %13, 1, !dbg !15
  %15 = or disjoint i32 %14, %11, !dbg !16
  %16 = or disjoint i32 %15, 1, !dbg !16
  %17 = icmp slt i32 %15, %3, !dbg !17
  %18 = icmp slt i32 %16, %3, !dbg !17
  %19 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 822243328), !dbg !18
  %20 = shl i32 %15, 2, !dbg !18
  %21 = select i1 %17, i32 %20, i32 -2147483648, !dbg !18
  %22 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %19, i32 %21, i32 0, i32 0), !dbg !18
  %23 = bitcast float %22 to <1 x float>, !dbg !18
  %24 = extractelement <1 x float> %23, i64 0, !dbg !18
  %25 = shl i32 %16, 2, !dbg !18
  %26 = select i1 %18, i32 %25, i32 -2147483648, !dbg !18
  %27 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %19, i32 %26, i32 0, i32 0), !dbg !18
  %28 = bitcast float %27 to <1 x float>, !dbg !18
  %29 = extractelement <1 x float> %28, i64 0, !dbg !18
  %30 = srem i32 %15, 16, !dbg !19
  %31 = srem i32 %16, 16, !dbg !19
  %32 = fptrunc float %29 to half, !dbg !20
  %33 = sext i32 %31 to i64, !dbg !21
  %34 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %33, !dbg !21
  fence syncscope("workgroup") release, !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  fence syncscope("workgroup") acquire, !dbg !21
  br i1 %17, label %35, label %40, !dbg !21

35:                                               ; preds = %6
  %36 = fptrunc float %24 to half
  %37 = sext i32 %30 to i64
  %38 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %37
  %39 = atomicrmw fadd ptr addrspace(1) %38, half %36 syncscope("agent") release, align 2, !dbg !21
  br label %40, !dbg !21

40:                                               ; preds = %35, %6
  br i1 %18, label %41, label %43, !dbg !21

41:                                               ; preds = %40
  %42 = atomicrmw fadd ptr addrspace(1) %34, half %32 syncscope("agent") acquire, align 2, !dbg !21
  br label %43, !dbg !21

43:                                               ; preds = %41, %40
  fence syncscope("workgroup") release, !dbg !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !21
  fence syncscope("workgroup") acquire, !dbg !21
  %44 = bitcast float %29 to i32, !dbg !22
  %45 = fcmp uno float %29, 0.000000e+00, !dbg !22
  %46 = lshr i32 %44, 16, !dbg !22
  %47 = and i32 %46, 1, !dbg !22
  %48 = add i32 %44, 32767, !dbg !22
  %49 = add i32 %48, %47, !dbg !22
  %50 = lshr i32 %49, 16, !dbg !22
  %51 = trunc nuw i32 %50 to i16, !dbg !22
  %52 = bitcast i16 %51 to bfloat, !dbg !22
  %53 = select i1 %45, bfloat +nan(0x3F), bfloat %52, !dbg !22
  %54 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %33, !dbg !14
  fence syncscope("workgroup") release, !dbg !14
  tail call void @llvm.amdgcn.s.barrier(), !dbg !14
  fence syncscope("workgroup") acquire, !dbg !14
  br i1 %17, label %55, label %69, !dbg !14

55:                                               ; preds = %43
  %56 = sext i32 %30 to i64, !dbg !14
  %57 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %56, !dbg !14
  %58 = bitcast float %24 to i32, !dbg !22
  %59 = lshr i32 %58, 16, !dbg !22
  %60 = and i32 %59, 1, !dbg !22
  %61 = add i32 %58, 32767, !dbg !22
  %62 = add i32 %61, %60, !dbg !22
  %63 = lshr i32 %62, 16, !dbg !22
  %64 = trunc nuw i32 %63 to i16, !dbg !22
  %65 = fcmp uno float %24, 0.000000e+00, !dbg !22
  %66 = bitcast i16 %64 to bfloat, !dbg !22
  %67 = select i1 %65, bfloat +nan(0x3F), bfloat %66, !dbg !22
  %68 = atomicrmw fadd ptr addrspace(1) %57, bfloat %67 syncscope("agent") release, align 2, !dbg !14
  br label %69, !dbg !14

69:                                               ; preds = %55, %43
  br i1 %18, label %70, label %72, !dbg !14

70:                                               ; preds = %69
  %71 = atomicrmw fadd ptr addrspace(1) %54, bfloat %53 syncscope("agent") acquire, align 2, !dbg !14
  br label %72, !dbg !14

72:                                               ; preds = %70, %69
  fence syncscope("workgroup") release, !dbg !14
  tail call void @llvm.amdgcn.s.barrier(), !dbg !14
  fence syncscope("workgroup") acquire, !dbg !14
  ret void, !dbg !23
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
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "atomic_add_half", linkageName: "atomic_add_half", scope: !1, file: !1, line: 251, type: !5, scopeLine: 251, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !9, !11, !13, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DILocation(line: 258, column: 5, scope: !4)
!15 = !DILocation(line: 254, column: 39, scope: !4)
!16 = !DILocation(line: 254, column: 12, scope: !4)
!17 = !DILocation(line: 255, column: 9, scope: !4)
!18 = !DILocation(line: 256, column: 9, scope: !4)
!19 = !DILocation(line: 257, column: 25, scope: !4)
!20 = !DILocation(line: 257, column: 38, scope: !4)
!21 = !DILocation(line: 257, column: 5, scope: !4)
!22 = !DILocation(line: 258, column: 38, scope: !4)
!23 = !DILocation(line: 251, column: 1, scope: !4)
