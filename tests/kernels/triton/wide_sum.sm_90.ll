; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

; Function Attrs: nounwind
define ptx_kernel void @wide_sum(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, ptr addrspace(1) nofree readnone captures(none) %3, ptr addrspace(1) nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %7 = and i32 %6, 31, !dbg !12
  %8 = shl nuw nsw i32 %7, 2, !dbg !12
  %9 = or disjoint i32 %8, 1, !dbg !12
  %10 = or disjoint i32 %8, 2, !dbg !12
  %11 = or disjoint i32 %8, 3, !dbg !12
  %12 = or disjoint i32 %8, 128, !dbg !12
  %13 = or disjoint i32 %8, 129, !dbg !12
  %14 = or disjoint i32 %8, 130, !dbg !12
  %15 = or disjoint i32 %8, 131, !dbg !12
  %16 = or disjoint i32 %8, 256, !dbg !12
  %17 = or disjoint i32 %8, 257, !dbg !12
  %18 = or disjoint i32 %8, 258, !dbg !12
  %19 = or disjoint i32 %8, 259, !dbg !12
  %20 = or disjoint i32 %8, 384, !dbg !12
  %21 = or disjoint i32 %8, 385, !dbg !12
  %22 = or disjoint i32 %8, 386, !dbg !12
  %23 = or disjoint i32 %8, 387, !dbg !12
  %24 = or disjoint i32 %8, 512, !dbg !12
  %25 = or disjoint i32 %8, 513, !dbg !12
  %26 = or disjoint i32 %8, 514, !dbg !12
  %27 = or disjoint i32 %8, 515, !dbg !12
  %28 = or disjoint i32 %8, 640, !dbg !12
  %29 = or disjoint i32 %8, 641, !dbg !12
  %30 = or disjoint i32 %8, 642, !dbg !12
  %31 = or disjoint i32 %8, 643, !dbg !12
  %32 = or disjoint i32 %8, 768, !dbg !12
  %33 = or disjoint i32 %8, 769, !dbg !12
  %34 = or disjoint i32 %8, 770, !dbg !12
  %35 = or disjoint i32 %8, 771, !dbg !12
  %36 = or disjoint i32 %8, 896, !dbg !12
  %37 = or disjoint i32 %8, 897, !dbg !12
  %38 = or disjoint i32 %8, 898, !dbg !12
  %39 = or disjoint i32 %8, 899, !dbg !12
  %40 = icmp slt i32 %8, %2, !dbg !13
  %41 = icmp slt i32 %9, %2, !dbg !13
  %42 = icmp slt i32 %10, %2, !dbg !13
  %43 = icmp slt i32 %11, %2, !dbg !13
  %44 = icmp slt i32 %12, %2, !dbg !13
  %45 = icmp slt i32 %13, %2, !dbg !13
  %46 = icmp slt i32 %14, %2, !dbg !13
  %47 = icmp slt i32 %15, %2, !dbg !13
  %48 = icmp slt i32 %16, %2, !dbg !13
  %49 = icmp slt i32 %17, %2, !dbg !13
  %50 = icmp slt i32 %18, %2, !dbg !13
  %51 = icmp slt i32 %19, %2, !dbg !13
  %52 = icmp slt i32 %20, %2, !dbg !13
  %53 = icmp slt i32 %21, %2, !dbg !13
  %54 = icmp slt i32 %22, %2, !dbg !13
  %55 = icmp slt i32 %23, %2, !dbg !13
  %56 = icmp slt i32 %24, %2, !dbg !13
  %57 = icmp slt i32 %25, %2, !dbg !13
  %58 = icmp slt i32 %26, %2, !dbg !13
  %59 = icmp slt i32 %27, %2, !dbg !13
  %60 = icmp slt i32 %28, %2, !dbg !13
  %61 = icmp slt i32 %29, %2, !dbg !13
  %62 = icmp slt i32 %30, %2, !dbg !13
  %63 = icmp slt i32 %31, %2, !dbg !13
  %64 = icmp slt i32 %32, %2, !dbg !13
  %65 = icmp slt i32 %33, %2, !dbg !13
  %66 = icmp slt i32 %34, %2, !dbg !13
  %67 = icmp slt i32 %35, %2, !dbg !13
  %68 = icmp slt i32 %36, %2, !dbg !13
  %69 = icmp slt i32 %37, %2, !dbg !13
  %70 = icmp slt i32 %38, %2, !dbg !13
  %71 = icmp slt i32 %39, %2, !dbg !13
  %72 = insertelement <32 x i32> poison, i32 %8, i64 0, !dbg !12
  %73 = shufflevector <32 x i32> %72, <32 x i32> poison, <32 x i32> zeroinitializer, !dbg !12
  %74 = or disjoint <32 x i32> %73, <i32 1923, i32 1922, i32 1921, i32 1920, i32 1795, i32 1794, i32 1793, i32 1792, i32 1667, i32 1666, i32 1665, i32 1664, i32 1539, i32 1538, i32 1537, i32 1536, i32 1411, i32 1410, i32 1409, i32 1408, i32 1283, i32 1282, i32 1281, i32 1280, i32 1155, i32 1154, i32 1153, i32 1152, i32 1027, i32 1026, i32 1025, i32 1024>, !dbg !12
  %75 = insertelement <32 x i32> poison, i32 %2, i64 0, !dbg !13
  %76 = shufflevector <32 x i32> %75, <32 x i32> poison, <32 x i32> zeroinitializer, !dbg !13
  %77 = icmp slt <32 x i32> %74, %76, !dbg !13
  %78 = zext nneg i32 %8 to i64, !dbg !14
  %79 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %78, !dbg !14
  %80 = zext nneg i32 %12 to i64, !dbg !14
  %81 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %80, !dbg !14
  %82 = zext nneg i32 %16 to i64, !dbg !14
  %83 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %82, !dbg !14
  %84 = zext nneg i32 %20 to i64, !dbg !14
  %85 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %84, !dbg !14
  %86 = zext nneg i32 %24 to i64, !dbg !14
  %87 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %86, !dbg !14
  %88 = zext nneg i32 %28 to i64, !dbg !14
  %89 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %88, !dbg !14
  %90 = zext nneg i32 %32 to i64, !dbg !14
  %91 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %90, !dbg !14
  %92 = zext nneg i32 %36 to i64, !dbg !14
  %93 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %92, !dbg !14
  %94 = extractelement <32 x i32> %74, i64 31, !dbg !14
  %95 = zext nneg i32 %94 to i64, !dbg !14
  %96 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %95, !dbg !14
  %97 = extractelement <32 x i32> %74, i64 27, !dbg !14
  %98 = zext nneg i32 %97 to i64, !dbg !14
  %99 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %98, !dbg !14
  %100 = extractelement <32 x i32> %74, i64 23, !dbg !14
  %101 = zext nneg i32 %100 to i64, !dbg !14
  %102 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %101, !dbg !14
  %103 = extractelement <32 x i32> %74, i64 19, !dbg !14
  %104 = zext nneg i32 %103 to i64, !dbg !14
  %105 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %104, !dbg !14
  %106 = extractelement <32 x i32> %74, i64 15, !dbg !14
  %107 = zext nneg i32 %106 to i64, !dbg !14
  %108 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %107, !dbg !14
  %109 = extractelement <32 x i32> %74, i64 11, !dbg !14
  %110 = zext nneg i32 %109 to i64, !dbg !14
  %111 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %110, !dbg !14
  %112 = extractelement <32 x i32> %74, i64 7, !dbg !14
  %113 = zext nneg i32 %112 to i64, !dbg !14
  %114 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %113, !dbg !14
  %115 = extractelement <32 x i32> %74, i64 3, !dbg !14
  %116 = zext nneg i32 %115 to i64, !dbg !14
  %117 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %116, !dbg !14
  %118 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %79, i1 %40) #4, !dbg !15
  %119 = bitcast i32 %118 to float, !dbg !15
  %120 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %79, i1 %41) #4, !dbg !15
  %121 = bitcast i32 %120 to float, !dbg !15
  %122 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %79, i1 %42) #4, !dbg !15
  %123 = bitcast i32 %122 to float, !dbg !15
  %124 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %79, i1 %43) #4, !dbg !15
  %125 = bitcast i32 %124 to float, !dbg !15
  %126 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %81, i1 %44) #4, !dbg !15
  %127 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %81, i1 %45) #4, !dbg !15
  %128 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %81, i1 %46) #4, !dbg !15
  %129 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %81, i1 %47) #4, !dbg !15
  %130 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %83, i1 %48) #4, !dbg !15
  %131 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %83, i1 %49) #4, !dbg !15
  %132 = bitcast i32 %131 to float, !dbg !15
  %133 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %83, i1 %50) #4, !dbg !15
  %134 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %83, i1 %51) #4, !dbg !15
  %135 = bitcast i32 %134 to float, !dbg !15
  %136 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %85, i1 %52) #4, !dbg !15
  %137 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %85, i1 %53) #4, !dbg !15
  %138 = bitcast i32 %137 to float, !dbg !15
  %139 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %85, i1 %54) #4, !dbg !15
  %140 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %85, i1 %55) #4, !dbg !15
  %141 = bitcast i32 %140 to float, !dbg !15
  %142 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %87, i1 %56) #4, !dbg !15
  %143 = bitcast i32 %142 to float, !dbg !15
  %144 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %87, i1 %57) #4, !dbg !15
  %145 = bitcast i32 %144 to float, !dbg !15
  %146 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %87, i1 %58) #4, !dbg !15
  %147 = bitcast i32 %146 to float, !dbg !15
  %148 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %87, i1 %59) #4, !dbg !15
  %149 = bitcast i32 %148 to float, !dbg !15
  %150 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %89, i1 %60) #4, !dbg !15
  %151 = bitcast i32 %150 to float, !dbg !15
  %152 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %89, i1 %61) #4, !dbg !15
  %153 = bitcast i32 %152 to float, !dbg !15
  %154 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %89, i1 %62) #4, !dbg !15
  %155 = bitcast i32 %154 to float, !dbg !15
  %156 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %89, i1 %63) #4, !dbg !15
  %157 = bitcast i32 %156 to float, !dbg !15
  %158 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %91, i1 %64) #4, !dbg !15
  %159 = bitcast i32 %158 to float, !dbg !15
  %160 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %91, i1 %65) #4, !dbg !15
  %161 = bitcast i32 %160 to float, !dbg !15
  %162 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %91, i1 %66) #4, !dbg !15
  %163 = bitcast i32 %162 to float, !dbg !15
  %164 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %91, i1 %67) #4, !dbg !15
  %165 = bitcast i32 %164 to float, !dbg !15
  %166 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %93, i1 %68) #4, !dbg !15
  %167 = bitcast i32 %166 to float, !dbg !15
  %168 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %93, i1 %69) #4, !dbg !15
  %169 = bitcast i32 %168 to float, !dbg !15
  %170 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %93, i1 %70) #4, !dbg !15
  %171 = bitcast i32 %170 to float, !dbg !15
  %172 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %93, i1 %71) #4, !dbg !15
  %173 = bitcast i32 %172 to float, !dbg !15
  %174 = extractelement <32 x i1> %77, i64 31, !dbg !15
  %175 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %96, i1 %174) #4, !dbg !15
  %176 = bitcast i32 %175 to float, !dbg !15
  %177 = extractelement <32 x i1> %77, i64 30, !dbg !15
  %178 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %96, i1 %177) #4, !dbg !15
  %179 = bitcast i32 %178 to float, !dbg !15
  %180 = extractelement <32 x i1> %77, i64 29, !dbg !15
  %181 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %96, i1 %180) #4, !dbg !15
  %182 = bitcast i32 %181 to float, !dbg !15
  %183 = extractelement <32 x i1> %77, i64 28, !dbg !15
  %184 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %96, i1 %183) #4, !dbg !15
  %185 = bitcast i32 %184 to float, !dbg !15
  %186 = extractelement <32 x i1> %77, i64 27, !dbg !15
  %187 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %99, i1 %186) #4, !dbg !15
  %188 = bitcast i32 %187 to float, !dbg !15
  %189 = extractelement <32 x i1> %77, i64 26, !dbg !15
  %190 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %99, i1 %189) #4, !dbg !15
  %191 = bitcast i32 %190 to float, !dbg !15
  %192 = extractelement <32 x i1> %77, i64 25, !dbg !15
  %193 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %99, i1 %192) #4, !dbg !15
  %194 = bitcast i32 %193 to float, !dbg !15
  %195 = extractelement <32 x i1> %77, i64 24, !dbg !15
  %196 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %99, i1 %195) #4, !dbg !15
  %197 = bitcast i32 %196 to float, !dbg !15
  %198 = extractelement <32 x i1> %77, i64 23, !dbg !15
  %199 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %102, i1 %198) #4, !dbg !15
  %200 = bitcast i32 %199 to float, !dbg !15
  %201 = extractelement <32 x i1> %77, i64 22, !dbg !15
  %202 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %102, i1 %201) #4, !dbg !15
  %203 = bitcast i32 %202 to float, !dbg !15
  %204 = extractelement <32 x i1> %77, i64 21, !dbg !15
  %205 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %102, i1 %204) #4, !dbg !15
  %206 = bitcast i32 %205 to float, !dbg !15
  %207 = extractelement <32 x i1> %77, i64 20, !dbg !15
  %208 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %102, i1 %207) #4, !dbg !15
  %209 = bitcast i32 %208 to float, !dbg !15
  %210 = extractelement <32 x i1> %77, i64 19, !dbg !15
  %211 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %105, i1 %210) #4, !dbg !15
  %212 = bitcast i32 %211 to float, !dbg !15
  %213 = extractelement <32 x i1> %77, i64 18, !dbg !15
  %214 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %105, i1 %213) #4, !dbg !15
  %215 = bitcast i32 %214 to float, !dbg !15
  %216 = extractelement <32 x i1> %77, i64 17, !dbg !15
  %217 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %105, i1 %216) #4, !dbg !15
  %218 = bitcast i32 %217 to float, !dbg !15
  %219 = extractelement <32 x i1> %77, i64 16, !dbg !15
  %220 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %105, i1 %219) #4, !dbg !15
  %221 = bitcast i32 %220 to float, !dbg !15
  %222 = extractelement <32 x i1> %77, i64 15, !dbg !15
  %223 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %108, i1 %222) #4, !dbg !15
  %224 = bitcast i32 %223 to float, !dbg !15
  %225 = extractelement <32 x i1> %77, i64 14, !dbg !15
  %226 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %108, i1 %225) #4, !dbg !15
  %227 = bitcast i32 %226 to float, !dbg !15
  %228 = extractelement <32 x i1> %77, i64 13, !dbg !15
  %229 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %108, i1 %228) #4, !dbg !15
  %230 = bitcast i32 %229 to float, !dbg !15
  %231 = extractelement <32 x i1> %77, i64 12, !dbg !15
  %232 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %108, i1 %231) #4, !dbg !15
  %233 = bitcast i32 %232 to float, !dbg !15
  %234 = extractelement <32 x i1> %77, i64 11, !dbg !15
  %235 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %111, i1 %234) #4, !dbg !15
  %236 = bitcast i32 %235 to float, !dbg !15
  %237 = extractelement <32 x i1> %77, i64 10, !dbg !15
  %238 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %111, i1 %237) #4, !dbg !15
  %239 = bitcast i32 %238 to float, !dbg !15
  %240 = extractelement <32 x i1> %77, i64 9, !dbg !15
  %241 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %111, i1 %240) #4, !dbg !15
  %242 = bitcast i32 %241 to float, !dbg !15
  %243 = extractelement <32 x i1> %77, i64 8, !dbg !15
  %244 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %111, i1 %243) #4, !dbg !15
  %245 = bitcast i32 %244 to float, !dbg !15
  %246 = extractelement <32 x i1> %77, i64 7, !dbg !15
  %247 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %114, i1 %246) #4, !dbg !15
  %248 = bitcast i32 %247 to float, !dbg !15
  %249 = extractelement <32 x i1> %77, i64 6, !dbg !15
  %250 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %114, i1 %249) #4, !dbg !15
  %251 = bitcast i32 %250 to float, !dbg !15
  %252 = extractelement <32 x i1> %77, i64 5, !dbg !15
  %253 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %114, i1 %252) #4, !dbg !15
  %254 = bitcast i32 %253 to float, !dbg !15
  %255 = extractelement <32 x i1> %77, i64 4, !dbg !15
  %256 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %114, i1 %255) #4, !dbg !15
  %257 = bitcast i32 %256 to float, !dbg !15
  %258 = extractelement <32 x i1> %77, i64 3, !dbg !15
  %259 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %117, i1 %258) #4, !dbg !15
  %260 = bitcast i32 %259 to float, !dbg !15
  %261 = extractelement <32 x i1> %77, i64 2, !dbg !15
  %262 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %117, i1 %261) #4, !dbg !15
  %263 = bitcast i32 %262 to float, !dbg !15
  %264 = extractelement <32 x i1> %77, i64 1, !dbg !15
  %265 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 8 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %117, i1 %264) #4, !dbg !15
  %266 = bitcast i32 %265 to float, !dbg !15
  %267 = extractelement <32 x i1> %77, i64 0, !dbg !15
  %268 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 12 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %117, i1 %267) #4, !dbg !15
  %269 = bitcast i32 %268 to float, !dbg !15
  %270 = fadd float %123, %125, !dbg !16
  %271 = fadd float %143, %145, !dbg !16
  %272 = fadd float %147, %149, !dbg !16
  %273 = fadd float %151, %153, !dbg !16
  %274 = fadd float %155, %157, !dbg !16
  %275 = fadd float %159, %161, !dbg !16
  %276 = fadd float %163, %165, !dbg !16
  %277 = fadd float %167, %169, !dbg !16
  %278 = fadd float %171, %173, !dbg !16
  %279 = fadd float %176, %179, !dbg !16
  %280 = fadd float %182, %185, !dbg !16
  %281 = fadd float %188, %191, !dbg !16
  %282 = fadd float %194, %197, !dbg !16
  %283 = fadd float %200, %203, !dbg !16
  %284 = fadd float %206, %209, !dbg !16
  %285 = fadd float %212, %215, !dbg !16
  %286 = fadd float %218, %221, !dbg !16
  %287 = fadd float %224, %227, !dbg !16
  %288 = fadd float %230, %233, !dbg !16
  %289 = fadd float %236, %239, !dbg !16
  %290 = fadd float %242, %245, !dbg !16
  %291 = fadd float %248, %251, !dbg !16
  %292 = fadd float %254, %257, !dbg !16
  %293 = fadd float %260, %263, !dbg !16
  %294 = fadd float %266, %269, !dbg !16
  %295 = fadd float %279, %280, !dbg !16
  %296 = fadd float %281, %282, !dbg !16
  %297 = fadd float %283, %284, !dbg !16
  %298 = fadd float %285, %286, !dbg !16
  %299 = fadd float %287, %288, !dbg !16
  %300 = fadd float %289, %290, !dbg !16
  %301 = fadd float %291, %292, !dbg !16
  %302 = fadd float %293, %294, !dbg !16
  %303 = insertelement <2 x i32> poison, i32 %126, i64 0, !dbg !15
  %304 = insertelement <2 x i32> %303, i32 %130, i64 1, !dbg !15
  %305 = bitcast <2 x i32> %304 to <2 x float>, !dbg !15
  %306 = insertelement <2 x i32> poison, i32 %127, i64 0, !dbg !15
  %307 = insertelement <2 x i32> %306, i32 %133, i64 1, !dbg !15
  %308 = bitcast <2 x i32> %307 to <2 x float>, !dbg !15
  %309 = insertelement <2 x i32> poison, i32 %128, i64 0, !dbg !15
  %310 = insertelement <2 x i32> %309, i32 %136, i64 1, !dbg !15
  %311 = bitcast <2 x i32> %310 to <2 x float>, !dbg !15
  %312 = insertelement <2 x i32> poison, i32 %129, i64 0, !dbg !15
  %313 = insertelement <2 x i32> %312, i32 %139, i64 1, !dbg !15
  %314 = bitcast <2 x i32> %313 to <2 x float>, !dbg !15
  %315 = shufflevector <2 x float> %305, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !16
  %316 = insertelement <4 x float> %315, float %271, i64 2, !dbg !16
  %317 = insertelement <4 x float> %316, float %295, i64 3, !dbg !16
  %318 = insertelement <4 x float> <float -0.000000e+00, float poison, float poison, float poison>, float %132, i64 1, !dbg !16
  %319 = insertelement <4 x float> %318, float %272, i64 2, !dbg !16
  %320 = insertelement <4 x float> %319, float %296, i64 3, !dbg !16
  %321 = fadd <4 x float> %317, %320, !dbg !16
  %322 = shufflevector <2 x float> %308, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !16
  %323 = insertelement <4 x float> %322, float %273, i64 2, !dbg !16
  %324 = insertelement <4 x float> %323, float %297, i64 3, !dbg !16
  %325 = insertelement <4 x float> <float -0.000000e+00, float poison, float poison, float poison>, float %135, i64 1, !dbg !16
  %326 = insertelement <4 x float> %325, float %274, i64 2, !dbg !16
  %327 = insertelement <4 x float> %326, float %298, i64 3, !dbg !16
  %328 = fadd <4 x float> %324, %327, !dbg !16
  %329 = shufflevector <2 x float> %311, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !16
  %330 = insertelement <4 x float> %329, float %275, i64 2, !dbg !16
  %331 = insertelement <4 x float> %330, float %299, i64 3, !dbg !16
  %332 = insertelement <4 x float> <float -0.000000e+00, float poison, float poison, float poison>, float %138, i64 1, !dbg !16
  %333 = insertelement <4 x float> %332, float %276, i64 2, !dbg !16
  %334 = insertelement <4 x float> %333, float %300, i64 3, !dbg !16
  %335 = fadd <4 x float> %331, %334, !dbg !16
  %336 = shufflevector <2 x float> %314, <2 x float> poison, <4 x i32> <i32 0, i32 1, i32 poison, i32 poison>, !dbg !16
  %337 = insertelement <4 x float> %336, float %277, i64 2, !dbg !16
  %338 = insertelement <4 x float> %337, float %301, i64 3, !dbg !16
  %339 = insertelement <4 x float> <float -0.000000e+00, float poison, float poison, float poison>, float %141, i64 1, !dbg !16
  %340 = insertelement <4 x float> %339, float %278, i64 2, !dbg !16
  %341 = insertelement <4 x float> %340, float %302, i64 3, !dbg !16
  %342 = fadd <4 x float> %338, %341, !dbg !16
  %343 = fadd <4 x float> %321, %328, !dbg !16
  %344 = fadd <4 x float> %335, %342, !dbg !16
  %345 = fadd <4 x float> %343, %344, !dbg !16
  %op.rdx = fadd float %119, %121, !dbg !16
  %op.rdx1 = fadd float %op.rdx, %270, !dbg !16
  %346 = tail call float @llvm.vector.reduce.fadd.v4f32(float %op.rdx1, <4 x float> %345), !dbg !16
  %347 = bitcast float %346 to i32, !dbg !19
  %348 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %347, i32 16, i32 31), !dbg !19
  %349 = bitcast i32 %348 to float, !dbg !19
  %350 = fadd float %346, %349, !dbg !16
  %351 = bitcast float %350 to i32, !dbg !19
  %352 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %351, i32 8, i32 31), !dbg !19
  %353 = bitcast i32 %352 to float, !dbg !19
  %354 = fadd float %350, %353, !dbg !16
  %355 = bitcast float %354 to i32, !dbg !19
  %356 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %355, i32 4, i32 31), !dbg !19
  %357 = bitcast i32 %356 to float, !dbg !19
  %358 = fadd float %354, %357, !dbg !16
  %359 = bitcast float %358 to i32, !dbg !19
  %360 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %359, i32 2, i32 31), !dbg !19
  %361 = bitcast i32 %360 to float, !dbg !19
  %362 = fadd float %358, %361, !dbg !16
  %363 = bitcast float %362 to i32, !dbg !19
  %364 = tail call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %363, i32 1, i32 31), !dbg !19
  %365 = bitcast i32 %364 to float, !dbg !19
  %366 = fadd float %362, %365, !dbg !16
  %367 = icmp eq i32 %7, 0, !dbg !22
  %368 = bitcast float %366 to i32, !dbg !22
  tail call void asm sideeffect "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b"(i32 %368, ptr addrspace(1) %1, i1 %367) #4, !dbg !22
  ret void, !dbg !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #3

attributes #0 = { nounwind "nvvm.reqntid"="32" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "wide_sum", linkageName: "wide_sum", scope: !1, file: !1, line: 231, type: !5, scopeLine: 231, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 234, column: 12, scope: !4)
!13 = !DILocation(line: 235, column: 49, scope: !4)
!14 = !DILocation(line: 235, column: 34, scope: !4)
!15 = !DILocation(line: 235, column: 26, scope: !4)
!16 = !DILocation(line: 287, column: 12, scope: !17, inlinedAt: !19)
!17 = distinct !DILexicalBlockFile(scope: !4, file: !18, discriminator: 0)
!18 = !DIFile(filename: "standard.py", directory: ".")
!19 = !DILocation(line: 314, column: 12, scope: !17, inlinedAt: !20)
!20 = !DILocation(line: 235, column: 19, scope: !21)
!21 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!22 = !DILocation(line: 235, column: 5, scope: !4)
!23 = !DILocation(line: 231, column: 1, scope: !4)
